// The cart and favourites follow the customer to every device (DESIGN "The customer's log across devices"). Two
// sync engines stand for two devices of one customer, each on its own database, against the reference server's
// customer's log (docs/API.md).
import { describe, expect, it } from 'vitest';
import type { SyncEngine } from '../../src/sync-worker';
import { AccountSync } from '../../src/sync-worker/accountSync';
import { createApiClient } from '../../src/sync-worker/apiClient';
import { cartItem } from '../domain/factories';
import { cashOrderBody } from '../support/cashOrderBody';
import { engineHarness, type Rewrite } from './support/engineHarness';

const harness = engineHarness('customer-log');
/** What the cart and the log need; two devices of every collection would pass RxDB's 13 open collections. */
const collections = ['events', 'projections', 'products', 'categories', 'sync_status'] as const;

let phones = 0;
/** A customer, and a login of theirs: each login has a token of its own, as on the login screen. */
async function customer() {
  const account = new AccountSync(
    createApiClient({ baseUrl: harness.server().apiBase, language: () => 'en' }),
  );
  const phone = `+9656${String(1_000_000 + ++phones * 7919).padStart(7, '0')}`;
  return async () => {
    const sent = await account.sendOtp(phone);
    const { session } = await account.verifyOtp(phone, sent.otp ?? '');
    if (!session) throw new Error('no session');
    return { token: session.token, userId: session.userId, userName: session.name, mobile: session.phone };
  };
}

/** A call of docs/API.md made the way another device or the staff would, outside the engine under test. */
async function call(path: string, body: unknown, headers: Record<string, string>) {
  const response = await fetch(`${harness.server().apiBase}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as { data: unknown };
}

/** A cash order of product 1 placed by the customer `session` names, at its catalogue price. */
async function placeOrder(session: { token: string; userId: string | number | null; mobile: string }) {
  const product = (await (await fetch(`${harness.server().apiBase}/getProductById/1`)).json()) as {
    data: { price: number; name: string };
  };
  const placed = await call(
    '/order/store',
    cashOrderBody({
      userId: session.userId,
      phone: session.mobile,
      fullName: 'Noura',
      product: { id: 1, ...product.data },
    }),
    { authorization: `Bearer ${session.token}`, 'idempotency-key': `log-order-${session.mobile}` },
  );
  return String(placed.data);
}

const device = async (rewrite?: Rewrite) => (await harness.engineWith({ collections, rewrite })).engine;
const lines = async (engine: SyncEngine) =>
  (await engine.local.events.state()).cart.cartProducts.map((line) => [line.id, line.quantity]);
const add = (engine: SyncEngine, id: string, quantity = 1) =>
  engine.local.appendEvent('CartItemAdded', { item: cartItem({ id, quantity }) });

describe("the customer's log on two devices", () => {
  it('brings a line added on one device to the other', async () => {
    const logIn = await customer();
    const [phone, laptop] = [await device(), await device()];
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    await laptop.local.appendEvent('LoggedIn', { session: await logIn() });
    await add(phone, '11', 2);
    await expect.poll(() => lines(laptop), { timeout: 10_000 }).toEqual([['11', 2]]);
    await add(laptop, '12');
    await expect
      .poll(() => lines(phone), { timeout: 10_000 })
      .toEqual([
        ['11', 2],
        ['12', 1],
      ]);
  });

  it("joins a guest's cart to the account's at login: the larger quantity, lines the account lacks added", async () => {
    const logIn = await customer();
    const [phone, laptop] = [await device(), await device()];
    await laptop.local.appendEvent('LoggedIn', { session: await logIn() });
    await add(laptop, '21', 1);
    await expect.poll(async () => (await laptop.local.events.state()).cart.cartProducts[0]?.id).toBe('21');
    await add(phone, '21', 3);
    await add(phone, '22', 1);
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    const both = [
      ['21', 3],
      ['22', 1],
    ];
    await expect.poll(() => lines(phone), { timeout: 10_000 }).toEqual(both);
    await expect.poll(() => lines(laptop), { timeout: 10_000 }).toEqual(both);
  });

  it("shows the guest's lines from the login on, while the account's log is on its way: the cart is never empty", async () => {
    const logIn = await customer();
    let releasePull: () => void = () => undefined;
    const pulled = new Promise<void>((resolve) => {
      releasePull = resolve;
    });
    // The account's log comes only when the test lets it: the join waits for it (or for its time limit).
    const phone = await device(async (path, response) => {
      if (path.startsWith('/customer/log?')) await pulled;
      return response;
    });
    await add(phone, '31', 2);
    const seen: string[][] = [];
    const watching = phone.local.events.state$().subscribe((state) => {
      seen.push(state.cart.cartProducts.map((line) => `${line.id}×${line.quantity}`));
    });
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    releasePull();
    // The join is appended once the account's log is here, and reaches the server with a place in its order.
    const placed = async () =>
      (
        (await phone.local.queryOnce({ collection: 'events', selector: { type: 'CartItemAdded' } })) as {
          seq: number;
        }[]
      ).some((doc) => doc.seq > 0);
    await expect.poll(placed).toBe(true);
    watching.unsubscribe();
    expect(seen.length).toBeGreaterThan(1);
    expect(seen.filter((shown) => shown.join() !== '31×2')).toEqual([]);
    expect(await lines(phone)).toEqual([['31', 2]]);
  });

  it("leaves an empty guest cart at logout, and the account's cart comes back at the next login", async () => {
    const logIn = await customer();
    const phone = await device();
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    await add(phone, '31', 2);
    await phone.local.appendEvent('LoggedOut', {});
    expect(await lines(phone)).toEqual([]);
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    await expect.poll(() => lines(phone), { timeout: 10_000 }).toEqual([['31', 2]]);
  });

  it("stores an order's new status heard on the stream, without the device asking for the order", async () => {
    const logIn = await customer();
    const seen: Request[] = [];
    const { engine, db } = await harness.engineWith({ collections: [...collections, 'orders'], seen });
    const session = await logIn();
    await engine.local.appendEvent('LoggedIn', { session });
    const orderId = await placeOrder(session);
    await engine.orders.loadOrder(orderId);
    // A line another device pushes once the stream is open arrives after the stream has read the orders' statuses,
    // which is where it counts changes from (docs/API.md).
    await expect.poll(() => seen.some((request) => request.url.endsWith('/customer/log/stream'))).toBe(true);
    const other = await logIn();
    await call(
      '/customer/log',
      {
        events: [
          {
            id: 'other-device-1',
            type: 'CartItemAdded',
            at: 1,
            payload: { item: cartItem({ id: '45', quantity: 1 }) },
          },
        ],
      },
      { authorization: `Bearer ${other.token}` },
    );
    await expect.poll(() => lines(engine), { timeout: 10_000 }).toEqual([['45', 1]]);
    const asked = seen.length;

    await call(
      `/admin/orders/${orderId}/status`,
      { status: 'shipped' },
      { 'x-admin-secret': 'dev-admin-secret' },
    );
    await expect
      .poll(async () => (await db.orders.findOne(orderId).exec())?.order.order_status, { timeout: 10_000 })
      .toBe('shipped');
    // Heard on the stream: the only call since is the order's own load.
    expect(seen.slice(asked).map((request) => new URL(request.url).pathname)).toEqual([
      `/api/order/${orderId}/${session.userId}`,
    ]);
  });

  it('keeps the cart on the device, quietly, against a backend without the customer log', async () => {
    const logIn = await customer();
    const missing: Rewrite = async (path, response) =>
      path.startsWith('/customer/log') ? new Response('{"message":"Not found"}', { status: 404 }) : response;
    const phone = await device(missing);
    await add(phone, '41', 1);
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    // The guest's line joins though the backend has no log to take it: the join is appended (the guest's own add
    // was set aside at login), not only shown.
    await expect
      .poll(() => phone.local.queryOnce({ collection: 'events', selector: { type: 'CartItemAdded' } }))
      .toHaveLength(1);
    expect(await lines(phone)).toEqual([['41', 1]]);
    await add(phone, '42', 1);
    await expect
      .poll(() => lines(phone), { timeout: 10_000 })
      .toEqual([
        ['41', 1],
        ['42', 1],
      ]);
  });

  it('lets no event the server refuses for good hold back the others', async () => {
    const logIn = await customer();
    const [phone, laptop] = [await device(), await device()];
    await phone.local.appendEvent('LoggedIn', { session: await logIn() });
    await laptop.local.appendEvent('LoggedIn', { session: await logIn() });
    // Over the server's 4 KB for one event: refused (413) on every try.
    await laptop.local.appendEvent('CartItemAdded', {
      item: cartItem({ id: '51', quantity: 1, description: 'x'.repeat(5_000) }),
    });
    await add(laptop, '52', 1);
    await expect.poll(() => lines(phone), { timeout: 10_000 }).toEqual([['52', 1]]);
    // The refused line stays on the device it was added on, after the line the server placed (the laptop learns
    // that place from its push's answer, which may come after the phone has heard of the line).
    await expect
      .poll(() => lines(laptop))
      .toEqual([
        ['52', 1],
        ['51', 1],
      ]);
  });
});
