import { describe, expect, it } from 'vitest';
import {
  type ListedOrder,
  ORDER_CLOCK_MARGIN_MS,
  type Order,
  OrderSchema,
  type OrderStorePayload,
  orderOfAttempt,
} from '../../../src/domain';

const placedAt = Date.parse('2026-11-01T10:00:00Z');

const attempt = (detail: Partial<OrderStorePayload['order_detail']> = {}) => ({
  placedAt,
  order: {
    order_detail: {
      user_id: 7,
      address: 'Salmiya',
      delivery_price: 0,
      discount: 0,
      order_status: 'confirmed',
      payment_status: 'pending',
      subtotal_price: 12.5,
      total_price: 12.5,
      paymentType: 'cash',
      ...detail,
    },
    product_details: [
      { id: 3, price: 2.5, quantity: 3 },
      { id: 9, price: 5, quantity: 1 },
    ],
  } as OrderStorePayload,
});

const order = (id: number, fields: Record<string, unknown> = {}): ListedOrder => {
  const parsed: Order = OrderSchema.parse({
    id,
    created_at: new Date(placedAt + 1_000).toISOString(),
    paymentType: 'cash',
    total_price: '12.500',
    products: [
      { id: 9, price: 5, pivot: { quantity: 1 } },
      { id: 3, price: 2.5, quantity: 3 },
    ],
    ...fields,
  });
  return { order: parsed, createdAt: Date.parse(parsed.created_at) };
};

const none = new Set<string>();

describe('the order an attempt stored when its answer was lost (a backend that ignores Idempotency-Key)', () => {
  it('finds a cash order with the same lines, total and payment type, stored after it was placed', () => {
    expect(orderOfAttempt([order(5)], attempt(), none)?.id).toBe(5);
  });

  it('allows the server’s clock to run a little behind the device’s, and no more', () => {
    const at = (ms: number) => order(5, { created_at: new Date(placedAt - ms).toISOString() });
    expect(orderOfAttempt([at(ORDER_CLOCK_MARGIN_MS - 1_000)], attempt(), none)?.id).toBe(5);
    expect(orderOfAttempt([at(ORDER_CLOCK_MARGIN_MS + 1_000)], attempt(), none)).toBeNull();
  });

  it('takes nothing that differs in a line, a quantity, the total or the payment type', () => {
    const differing = [
      order(1, { products: [{ id: 3, price: 2.5, quantity: 3 }] }),
      order(2, {
        products: [
          { id: 3, price: 2.5, quantity: 2 },
          { id: 9, price: 5, quantity: 1 },
        ],
      }),
      order(3, { total_price: 12.51 }),
      order(4, { paymentType: 'card' }),
      order(5, { created_at: 'yesterday' }),
    ];
    expect(orderOfAttempt(differing, attempt(), none)).toBeNull();
  });

  it('never takes an order already confirmed for another order of this device', () => {
    expect(orderOfAttempt([order(5)], attempt(), new Set(['5']))).toBeNull();
    expect(orderOfAttempt([order(5), order(6)], attempt(), new Set(['5']))?.id).toBe(6);
  });

  it('takes the oldest when several match: a later one may be the shopper’s own second order', () => {
    expect(orderOfAttempt([order(8), order(6)], attempt(), none)?.id).toBe(6);
  });

  it('finds a card order by its paid invoice alone', () => {
    const card = attempt({ paymentType: 'card', invoice_id: 'INV-1' });
    const paid = order(4, { paymentType: 'card', invoice_id: 'INV-1', total_price: 99 });
    expect(orderOfAttempt([order(3, { paymentType: 'card' }), paid], card, none)?.id).toBe(4);
    expect(orderOfAttempt([order(3, { paymentType: 'card', invoice_id: 'INV-2' })], card, none)).toBeNull();
  });
});
