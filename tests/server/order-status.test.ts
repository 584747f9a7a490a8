import { describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { advanceOrders } from '../../server/db/queries/orders';
import { startOrderAutoAdvance } from '../../server/orders/auto-advance';
import { developmentAdminSecret } from '../../server/routes/admin';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import { buildOrder } from './support/orders';
import type { Failure, SeededApp } from './support/seeded-app';

type Order = { id: number; order_status: string; status_changed_at: string };

let clock = new Date('2026-06-01T09:00:00Z');
let shop: SeededApp;
let noura: LoggedIn;
shopWithCustomers(1, { now: () => clock }, (opened) => {
  [shop, noura] = opened;
});

let keys = 0;
async function newOrder(): Promise<number> {
  const { body } = await buildOrder(shop, noura, { lines: [{ productId: 6, quantity: 1 }] });
  const reply = await shop.post<{ data: number }>('/api/order/store', body, {
    token: noura.token,
    idempotencyKey: `status-order-${++keys}`,
  });
  return reply.body.data;
}
const statusOf = async (id: number) =>
  (await shop.get<Order>(`/api/order/${id}/${noura.id}`, { token: noura.token })).body.order_status;
/** `null` sends no X-Admin-Secret. */
const setStatus = (id: number | string, status: unknown, secret: string | null = developmentAdminSecret) =>
  shop.post<{ status: boolean; data: Order } & Failure>(
    `/api/admin/orders/${id}/status`,
    { status },
    { language: 'en', headers: secret === null ? {} : { 'X-Admin-Secret': secret } },
  );

describe('POST /admin/orders/{id}/status (SPEC §4 Order status: the server drives them)', () => {
  it('sets any status of SPEC §4 and answers the order; the customer then reads it', async () => {
    const id = await newOrder();
    for (const status of ['processing', 'on_hold', 'shipped', 'on_the_way', 'delivered', 'refunded']) {
      const reply = await setStatus(id, status);
      expect(reply.status).toBe(200);
      expect(reply.body).toMatchObject({ status: true, data: { id, order_status: status } });
      expect(await statusOf(id)).toBe(status);
    }
  });

  it('refuses a missing or wrong X-Admin-Secret with a 401', async () => {
    const id = await newOrder();
    for (const secret of [null, 'wrong-secret']) {
      const reply = await setStatus(id, 'shipped', secret);
      expect(reply.status).toBe(401);
      expect(reply.body.message).toBe('A valid X-Admin-Secret header is required.');
    }
    expect(await statusOf(id)).toBe('confirmed');
  });

  it('refuses an unknown status (400 naming "status") and answers 404 for an unknown order', async () => {
    const id = await newOrder();
    const bad = await setStatus(id, 'teleported');
    expect([bad.status, bad.body.message]).toEqual([400, 'The field "status" is missing or not valid.']);
    expect((await setStatus(999_999, 'shipped')).status).toBe(404);
    expect((await setStatus('x', 'shipped')).status).toBe(400);
  });

  it('has no default secret in production mode: ADMIN_SECRET must be configured', async () => {
    const production = createApp({ db: shop.database.db, mode: 'production' });
    const configured = createApp({ db: shop.database.db, mode: 'production', adminSecret: 'a-long-secret' });
    const call = (app: typeof production, secret: string) =>
      app.request('/api/admin/orders/1/status', {
        method: 'POST',
        headers: { 'X-Admin-Secret': secret, 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'shipped' }),
      });
    expect((await call(production, developmentAdminSecret)).status).toBe(401);
    expect((await call(configured, 'a-long-secret')).status).toBe(200);
  });
});

describe('ORDER_AUTO_ADVANCE_MS (development): orders walk the SPEC §4 timeline by themselves', () => {
  it('moves a new order confirmed → processing → shipped → on_the_way → delivered, one step per period', async () => {
    const id = await newOrder();
    const delivered = await newOrder();
    await setStatus(delivered, 'cancelled');
    const autoAdvance = startOrderAutoAdvance(shop.database.db, 1000, { now: () => clock });
    try {
      for (const next of ['processing', 'shipped', 'on_the_way', 'delivered']) {
        clock = new Date(clock.getTime() + 1000);
        await vi.waitFor(async () => expect(await statusOf(id)).toBe(next), {
          timeout: 10_000,
          interval: 50,
        });
      }
      clock = new Date(clock.getTime() + 5000);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(await statusOf(id)).toBe('delivered');
      expect(await statusOf(delivered)).toBe('cancelled');
    } finally {
      await autoAdvance.stop();
    }
  });

  it('steps an order once per period however many instances check at the same moment (docs/API.md, several instances)', async () => {
    const id = await newOrder();
    clock = new Date(clock.getTime() + 1000);
    const periodStart = new Date(clock.getTime() - 1000);
    // Three instances' checks at once: each its own connection on PostgreSQL.
    await Promise.all([1, 2, 3].map(() => advanceOrders(shop.database.db, clock, periodStart)));
    expect(await statusOf(id)).toBe('processing');
  });

  it('does not move an order before its period has passed, and stops cleanly', async () => {
    const id = await newOrder();
    const autoAdvance = startOrderAutoAdvance(shop.database.db, 60_000, { now: () => clock });
    await new Promise((resolve) => setTimeout(resolve, 100));
    await autoAdvance.stop();
    clock = new Date(clock.getTime() + 120_000);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await statusOf(id)).toBe('confirmed');
  });
});
