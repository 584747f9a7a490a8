// Idempotency-Keys are kept per customer (docs/API.md), in storage too: customer B using a key customer A used gets an
// order of their own, and each customer's own repeat still never makes a second order.
import { describe, expect, it } from 'vitest';
import { type LoggedIn, shopWithCustomers } from '../support/customers';
import { buildOrder } from '../support/orders';
import type { SeededApp } from '../support/seeded-app';

let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, {}, (opened) => {
  [shop, noura, salem] = opened;
});

const place = async (customer: LoggedIn, key: string) => {
  const { body } = await buildOrder(shop, customer, { lines: [{ productId: 6, quantity: 1 }] });
  return shop.post<{ status: string; data: number }>('/api/order/store', body, {
    token: customer.token,
    idempotencyKey: key,
  });
};
const orderCount = async (customer: LoggedIn) =>
  (await shop.get<{ data: unknown[] }>(`/api/user/${customer.id}/orders`, { token: customer.token })).body
    .data.length;

describe('Idempotency-Keys per customer (DESIGN idempotent order creation)', () => {
  it('gives customer B an order of their own under a key customer A already used', async () => {
    const key = '01JSHAREDKEY0000000000000';
    const first = await place(noura, key);
    expect(first.status).toBe(201);
    const second = await place(salem, key);
    expect(second.status).toBe(201);
    expect(second.body.data).not.toBe(first.body.data);
    expect(await orderCount(salem)).toBe(1);
  });

  it('still answers each customer’s own repeat with their first order, and no second one', async () => {
    const key = '01JSHAREDKEY0000000000001';
    const nouraFirst = await place(noura, key);
    const salemFirst = await place(salem, key);
    const before = [await orderCount(noura), await orderCount(salem)];
    expect((await place(noura, key)).body).toEqual(nouraFirst.body);
    expect((await place(salem, key)).body).toEqual(salemFirst.body);
    expect([await orderCount(noura), await orderCount(salem)]).toEqual(before);
  });
});
