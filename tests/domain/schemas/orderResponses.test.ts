import { describe, expect, it } from 'vitest';
import {
  OrderDetailResponseSchema,
  OrderStoreResponseSchema,
  OrdersListResponseSchema,
} from '../../../src/domain';

const order = {
  id: 77,
  created_at: '2025-05-01T10:00:00Z',
  order_status: 'pending',
  total_price: 5,
  products: [],
};

describe('order responses (SPEC §7 Payment and orders, §4 Orders store)', () => {
  it('read the order id of a successful order store', () => {
    expect(OrderStoreResponseSchema.parse({ status: 'success', data: 77 })).toEqual({
      ok: true,
      orderId: 77,
      message: null,
    });
  });

  it('read the message of a failed order store', () => {
    expect(OrderStoreResponseSchema.parse({ status: 'error', message: 'Out of stock' })).toEqual({
      ok: false,
      orderId: null,
      message: 'Out of stock',
    });
  });

  it('keep the orders list only for success with array data', () => {
    expect(OrdersListResponseSchema.parse({ status: 'success', data: [order] }).data[0]?.id).toBe(77);
    expect(OrdersListResponseSchema.safeParse({ status: 'error', data: [] }).success).toBe(false);
    expect(OrdersListResponseSchema.safeParse({ status: 'success', data: order }).success).toBe(false);
  });

  it('read the order detail bare or enveloped', () => {
    expect(OrderDetailResponseSchema.parse(order).id).toBe(77);
    expect(OrderDetailResponseSchema.parse({ status: true, data: order }).id).toBe(77);
  });
});
