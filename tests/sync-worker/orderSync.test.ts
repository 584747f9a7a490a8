import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../server/testing';
import { EventLog, openShopDatabase, type ShopDatabase } from '../../src/db';
import { OrderSchema } from '../../src/domain';
import { createApiClient, SyncEngine } from '../../src/sync-worker';
import { cashOrderBody } from '../support/cashOrderBody';

/** An order as the server might have listed it, with nothing but its id. */
const listed = (id: number) => OrderSchema.parse({ id, created_at: '2026-11-01T10:00:00Z', total_price: 0 });

let server: TestServer;
let db: ShopDatabase | undefined;
let dbCount = 0;
let phoneCount = 0;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await db?.close();
  db = undefined;
});

interface Customer {
  token: string;
  userId: number;
  phone: string;
}

/** A cash order placed through the API (the checkout's call), priced from the catalogue. */
async function placeOrder(customer: Customer, productId = 1): Promise<number> {
  const product = (await (await fetch(`${server.apiBase}/getProductById/${productId}`)).json()) as {
    data: { price: number; name: string };
  };
  const response = await fetch(`${server.apiBase}/order/store`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': `order-${customer.phone}-${productId}-${Math.random()}`,
    },
    body: JSON.stringify(
      cashOrderBody({
        userId: customer.userId,
        phone: customer.phone,
        fullName: 'Noura',
        product: { id: productId, ...product.data },
      }),
    ),
  });
  const answer = (await response.json()) as { data: number };
  if (response.status !== 201) throw new Error(JSON.stringify(answer));
  return Number(answer.data);
}

/** Another customer, logged in straight through the API (a second phone, not this device). */
async function otherCustomer(): Promise<Customer> {
  const phone = `+9658${String(++phoneCount).padStart(7, '0')}`;
  const post = async (path: string, body: unknown) =>
    (await fetch(`${server.apiBase}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then((r) => r.json())) as unknown;
  const sent = (await post('/customer/send-otp', { phone, token: '' })) as { otp: string };
  const verified = (await post('/customer/verify-otp', { phone, otp: sent.otp, token: '' })) as {
    data: { token: string; id: number };
  };
  return { token: verified.data.token, userId: verified.data.id, phone };
}

/** A sync engine against the real server, logged in through the real OTP calls; `network` can drop requests. */
async function shopper() {
  db = await openShopDatabase({
    name: `orders-${++dbCount}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  let online = true;
  const api = createApiClient({
    baseUrl: server.apiBase,
    language: () => 'en',
    fetch: async (input, init) => {
      if (!online) throw new TypeError('fetch failed');
      return fetch(input, init);
    },
  });
  const engine = new SyncEngine(db, api);
  const phone = `+9657${String(++phoneCount).padStart(7, '0')}`;
  const sent = await engine.account.sendOtp(phone);
  const verified = await engine.account.verifyOtp(phone, sent.otp ?? '');
  if (!verified.session) throw new Error('login failed');
  const { token, userId, name } = verified.session;
  await new EventLog(db).append('LoggedIn', { session: { token, userId, userName: name, mobile: phone } });
  const database = db;
  return {
    engine,
    token,
    userId: Number(userId),
    db: database,
    setOnline: (value: boolean) => {
      online = value;
    },
    placeOrder: (productId = 1) => placeOrder({ token, userId: Number(userId), phone }, productId),
    stored: async () =>
      (await database.orders.find({ sort: [{ serverId: 'asc' }] }).exec()).map((doc) => doc.serverId),
    statusOf: async (id: string) => (await database.sync_status.findOne(id).exec())?.error ?? null,
  };
}

const setStatus = (orderId: number, status: string) =>
  fetch(`${server.apiBase}/admin/orders/${orderId}/status`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-admin-secret': 'dev-admin-secret' },
    body: JSON.stringify({ status }),
  });

describe('the orders list (DESIGN: GET /user/{userId}/orders; SPEC §4 Orders store)', () => {
  it('stores the customer’s orders, validated by the SPEC §3 schema, and records the sync status', async () => {
    const s = await shopper();
    const first = await s.placeOrder(1);
    const second = await s.placeOrder(2);
    const outcome = await s.engine.orders.refreshOrders();
    expect(outcome).toMatchObject({ ok: true, error: null, count: 2 });
    expect(await s.stored()).toEqual([first, second]);
    const doc = await s.db.orders.findOne(String(first)).exec();
    expect(doc?.userId).toBe(String(s.userId));
    expect(doc?.order).toMatchObject({ id: first, payment_status: 'pending', paymentType: 'cash' });
    expect(doc?.order.products).toHaveLength(1);
    expect(await s.statusOf('orders')).toBeNull();
  });

  it('keeps the stored list when offline, and records why', async () => {
    const s = await shopper();
    const id = await s.placeOrder();
    await s.engine.orders.refreshOrders();
    s.setOnline(false);
    expect(await s.engine.orders.refreshOrders()).toMatchObject({ ok: false, error: 'offline', count: null });
    expect(await s.stored()).toEqual([id]);
    expect(await s.statusOf('orders')).toBe('offline');
  });

  it('removes stored orders the server no longer lists for that customer', async () => {
    const s = await shopper();
    const id = await s.placeOrder();
    await s.db.orders.insert({
      id: '999999',
      serverId: 999_999,
      userId: String(s.userId),
      order: listed(999_999),
    });
    await s.db.orders.insert({
      id: '888888',
      serverId: 888_888,
      userId: 'someone-else',
      order: listed(888_888),
    });
    await s.engine.orders.refreshOrders();
    expect(await s.stored()).toEqual([id, 888_888]);
  });

  it('asks nothing for a guest', async () => {
    const s = await shopper();
    await new EventLog(s.db).append('LoggedOut', {});
    expect(await s.engine.orders.refreshOrders()).toEqual({
      ok: false,
      error: null,
      failures: [],
      count: null,
      deviceOnly: false,
    });
  });
});

describe('one order (DESIGN: GET /order/{orderId}/{userId}; SPEC §2 Order detail)', () => {
  it('stores and returns the order, with its current status', async () => {
    const s = await shopper();
    const id = await s.placeOrder();
    expect(await s.engine.orders.loadOrder(String(id))).toMatchObject({ id, order_status: 'confirmed' });
    await setStatus(id, 'shipped');
    expect(await s.engine.orders.loadOrder(String(id))).toMatchObject({ id, order_status: 'shipped' });
    expect((await s.db.orders.findOne(String(id)).exec())?.order.order_status).toBe('shipped');
    expect(await s.statusOf(`order:${id}`)).toBeNull();
  });

  it('answers null for an order the customer does not have (404), and forgets a stored copy', async () => {
    const s = await shopper();
    const foreign = await placeOrder(await otherCustomer());
    await s.db.orders.insert({
      id: String(foreign),
      serverId: foreign,
      userId: String(s.userId),
      order: listed(foreign),
    });
    expect(await s.engine.orders.loadOrder(String(foreign))).toBeNull();
    expect(await s.stored()).toEqual([]);
    expect(await s.engine.orders.loadOrder('not-a-number')).toBeNull();
  });

  it('throws when the server cannot be reached, keeping the stored copy', async () => {
    const s = await shopper();
    const id = await s.placeOrder();
    await s.engine.orders.loadOrder(String(id));
    s.setOnline(false);
    await expect(s.engine.orders.loadOrder(String(id))).rejects.toThrow('offline');
    expect(await s.stored()).toEqual([id]);
    expect(await s.statusOf(`order:${id}`)).toBe('offline');
  });
});
