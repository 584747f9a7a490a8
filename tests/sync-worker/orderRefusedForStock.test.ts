/**
 * An order the server refuses for good reaches its shopper as a fact of its own (OrderRefused), whatever screen they
 * are on; a refusal for stock (docs/API.md Orders: 409 `outOfStock` with its `short` lines) keeps the lines, named as
 * the order named them, so checkout can offer "Only 2 left" and Take What Is Left. The server is faked behind the
 * API client's own fetch, with the answers the reference server gives.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLog, openShopDatabase, type ShopDatabase } from '../../src/db';
import { buildOrderPayload, orderTotals } from '../../src/domain';
import { createApiClient, OutboxPusher } from '../../src/sync-worker';
import { cartItem, selectedAddress } from '../domain/factories';

let db: ShopDatabase | undefined;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const session = { token: 'tok-1', userId: 42, userName: 'Sara', mobile: '+96551234567' };
const REFUSAL_TEXT = '"Lamp" (3 asked, 2 left) and "Shirt (Red)" (1 asked, none left)';

const lamp = cartItem({
  id: '7',
  originalProductId: 7,
  name: 'مصباح',
  title: 'Lamp',
  price: '3',
  quantity: 3,
});
const shirt = cartItem({
  id: '9-91',
  originalProductId: 9,
  v_id: 91,
  name: 'قميص',
  title: 'Shirt',
  price: '4',
});

/** The catalogue as the server gives it now: enough of everything as far as the device can tell. */
function catalogue(path: string): Response {
  if (path === '/getProductById/7')
    return Response.json({
      status: true,
      data: { id: 7, name: 'مصباح', price: 3, quantity: 10, weight: 0.1 },
    });
  if (path === '/getProductById/9')
    return Response.json({
      status: true,
      data: { id: 9, name: 'قميص', price: 4, quantity: 10, weight: 0.1 },
      variant_system: {
        has_variants: true,
        optimized_variants: [{ id: 91, effective_price: 4, stock_quantity: 5, is_available: true }],
      },
    });
  if (path === '/deliveryCharges_admin')
    return Response.json({
      status: true,
      data: [{ country: 'Kuwait', delivery_weight_range_start: 0, per_kg_price: 0.5, free_after: 20 }],
    });
  return Response.json({ status: false, message: 'not faked' }, { status: 404 });
}

async function setup(orderAnswer: Response) {
  db = await openShopDatabase({
    name: `refused-${Math.random()}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  const api = createApiClient({
    baseUrl: 'http://shop.test/api',
    language: () => 'en',
    fetch: async (input, init) => {
      const path = new URL(new Request(input, init).url).pathname.replace(/^\/api/, '');
      return path === '/order/store' ? orderAnswer.clone() : catalogue(path);
    },
  });
  const log = new EventLog(db);
  await log.append('LoggedIn', { session });
  const built = buildOrderPayload({
    userId: 42,
    address: selectedAddress(),
    items: [lamp, shirt],
    totals: orderTotals(13_000, 500, 0),
    paymentMethod: 'cash',
    promoCode: null,
  });
  if (!built.ok) throw new Error(built.key);
  const key = log.newEventId();
  await log.append('OrderPlaced', { orderId: null, idempotencyKey: key, order: built.payload }, { id: key });
  return { log, key, pusher: new OutboxPusher(db, api, Date.now, log) };
}

const refusalForStock = () =>
  Response.json(
    {
      status: 'error',
      code: 'outOfStock',
      message: REFUSAL_TEXT,
      short: [
        { id: 7, v_id: null, requested: 3, available: 2 },
        { id: 9, v_id: 91, requested: 1, available: 0 },
      ],
    },
    { status: 409 },
  );

describe('an order the server refuses (SPEC §4 Checkout flows; DESIGN: a 4xx fails the event with its message)', () => {
  it('is failed with the server’s message and recorded with the short lines of a refusal for stock', async () => {
    const { log, key, pusher } = await setup(refusalForStock());
    expect(await pusher.push()).toEqual({ sent: 0, failed: 1, waiting: 0 });
    const placed = await db?.events.findOne(key).exec();
    expect(placed?.toJSON()).toMatchObject({ outboxStatus: 'failed', outboxLastError: REFUSAL_TEXT });
    const state = await log.state();
    expect(state.attention).toEqual([
      {
        kind: 'refused',
        orderKey: key,
        userId: '42',
        at: expect.any(Number),
        status: 409,
        code: 'outOfStock',
        message: REFUSAL_TEXT,
        short: [
          { line: { id: 7, v_id: null, name: 'مصباح', title: 'Lamp' }, requested: 3, available: 2 },
          { line: { id: 9, v_id: 91, name: 'قميص', title: 'Shirt' }, requested: 1, available: 0 },
        ],
      },
    ]);
  });

  it('tells an idempotency conflict (another 409) from a refusal for stock by its code: no short lines', async () => {
    const conflict = Response.json(
      { status: false, code: 'idempotencyConflict', message: 'This key was used for another order.' },
      { status: 409 },
    );
    const { log, key, pusher } = await setup(conflict);
    expect(await pusher.push()).toEqual({ sent: 0, failed: 1, waiting: 0 });
    expect((await log.state()).attention).toEqual([
      expect.objectContaining({
        kind: 'refused',
        orderKey: key,
        code: 'idempotencyConflict',
        message: 'This key was used for another order.',
        short: [],
      }),
    ]);
  });
});
