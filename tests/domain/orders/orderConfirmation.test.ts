import { describe, expect, it } from 'vitest';
import {
  confirmationOfNumber,
  confirmationOfOrder,
  confirmationOfPayload,
  OrderSchema,
  OrderStorePayloadSchema,
} from '../../../src/domain';

describe('what a confirmation page tells about an order (SPEC §2 Thank-you, Payment-success, Payment-error)', () => {
  it('reads an order read back: number, items counted by quantity, delivery and total in fils, payment and address', () => {
    const order = OrderSchema.parse({
      id: 41,
      created_at: '2025-03-04T10:00:00Z',
      paymentType: 'cash',
      total_price: '12.5',
      delivery_charges: '1.5',
      address: ' Street 12, Salmiya ',
      products: [
        { id: 1, price: 5, quantity: 2 },
        { id: 2, price: 1.5, pivot: { quantity: 3 } },
      ],
    });
    expect(confirmationOfOrder(order)).toEqual({
      id: '41',
      itemCount: 5,
      totalFils: 12500,
      deliveryFils: 1500,
      paymentMethod: 'cash',
      address: 'Street 12, Salmiya',
      addressParts: null,
    });
  });

  it('keeps the address part by part where the order has its parts, for a page to say it in its language', () => {
    const parts = {
      street: '12',
      piece: '5',
      house: '7',
      city: 'Dasma',
      area: 'Al Asimah',
      country: 'Kuwait',
    };
    const order = OrderSchema.parse({
      id: 41,
      created_at: '2025-03-04T10:00:00Z',
      total_price: 1,
      address: 'قطعة 5، شارع 12، منزل 7، الدسمة، العاصمة، الكويت',
      address_parts: parts,
    });
    expect(confirmationOfOrder(order).addressParts).toMatchObject(parts);
  });

  it('reads the order the shop sent, with the number only once the server gave one', () => {
    const payload = OrderStorePayloadSchema.parse({
      order_detail: {
        user_id: 7,
        address: '',
        delivery_price: 0,
        discount: 0,
        order_status: 'confirmed',
        payment_status: 'pending',
        subtotal_price: 3,
        total_price: 3.5,
        paymentType: 'knet',
      },
      product_details: [{ id: 1, price: 1.5, quantity: 2 }],
    });
    expect(confirmationOfPayload(payload, null)).toEqual({
      id: null,
      itemCount: 2,
      totalFils: 3500,
      deliveryFils: 0,
      paymentMethod: null,
      address: null,
      addressParts: null,
    });
  });

  it('knows only the number and the payment method before the order is read back', () => {
    expect(confirmationOfNumber('41', 'card')).toEqual({
      id: '41',
      itemCount: null,
      totalFils: null,
      deliveryFils: null,
      paymentMethod: 'card',
      address: null,
      addressParts: null,
    });
  });
});
