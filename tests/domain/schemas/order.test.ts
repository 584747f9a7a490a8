import { describe, expect, it } from 'vitest';
import { OrderSchema, PendingOrderSchema } from '../../../src/domain';

describe('Order schema (SPEC §3 Order as read back)', () => {
  it('reads the product quantity from quantity or pivot.quantity, else 1', () => {
    const order = OrderSchema.parse({
      id: 77,
      created_at: '2025-05-01T10:00:00Z',
      order_status: 'shipped',
      payment_status: 'paid',
      paymentType: 'card',
      total_price: '15.500',
      sub_total: 14,
      delivery_charges: 1.5,
      discount: 0,
      address: 'Salmiya',
      Customer: { name: 'Sara', phone: '+96551234567' },
      products: [
        { id: 1, name: 'A', price: 2, quantity: 3 },
        { id: 2, name: 'B', price: '4', pivot: { quantity: '2' } },
        { id: 3, name: 'C', price: 1 },
      ],
    });
    expect(order.total_price).toBe(15.5);
    expect(order.products.map((p) => p.quantity)).toEqual([3, 2, 1]);
  });

  it("keeps a line's size, colour and variant attributes, and reads unreadable attributes as none", () => {
    const order = OrderSchema.parse({
      id: 78,
      created_at: '2025-05-01T10:00:00Z',
      total_price: 8,
      products: [
        {
          id: 1,
          price: 4,
          psize: 'L',
          pcolor: 'Red',
          attributes_array: [{ name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' }],
        },
        { id: 2, price: 4, attributes_array: 'garbage' },
      ],
    });
    expect(order.products[0]).toMatchObject({
      psize: 'L',
      pcolor: 'Red',
      attributes_array: [{ name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' }],
    });
    expect(order.products[1]?.attributes_array).toBeUndefined();
  });

  it('rejects products that are not a list', () => {
    expect(OrderSchema.safeParse({ id: 1, created_at: 'x', total_price: 1, products: {} }).success).toBe(
      false,
    );
  });
});

describe('PendingOrder schema (SPEC §3 Pending order)', () => {
  it('parses a stored pending card payment', () => {
    const pending = PendingOrderSchema.parse({
      paymentMethod: 'card',
      invoiceId: 123456,
      total: 5.5,
      orderData: {
        order_detail: {
          user_id: 9,
          address: 'Salmiya',
          delivery_price: 1,
          discount: 0,
          promo_code: null,
          order_status: 'confirmed',
          payment_status: 'pending',
          subtotal_price: 4.5,
          total_price: 5.5,
          paymentType: 'card',
        },
        product_details: [{ id: 1, price: 4.5, quantity: 1 }],
      },
    });
    expect(pending).toMatchObject({ invoiceId: '123456', orderId: null });
  });
});
