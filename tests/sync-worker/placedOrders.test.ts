/**
 * The questions about placed orders the worker answers for the window from the event log (SPEC §4 Cash on
 * delivery; Checkout flows, Card): the cash order still waiting in the outbox, and the order a card payment
 * already paid for. The payloads are read back and checked, so a stored payload that no longer parses is skipped.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLog, type OutboxStatus, openShopDatabase, type ShopDatabase } from '../../src/db';
import { buildOrderPayload, type OrderStorePayload, orderTotals } from '../../src/domain';
import { orderPaidWith, unsentCashOrder } from '../../src/sync-worker/placedOrders';
import { cartItem, selectedAddress } from '../domain/factories';

let db: ShopDatabase | undefined;
let databases = 0;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

async function openLog() {
  db = await openShopDatabase({
    name: `placed-orders-${++databases}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  return { db, log: new EventLog(db) };
}

function order(paymentMethod: 'cash' | 'card', paidWith: { invoice_id?: string; paymentId?: string } = {}) {
  const built = buildOrderPayload({
    userId: 7,
    address: selectedAddress(),
    items: [cartItem({ id: '1', name: 'Dates', price: '2.5', quantity: 2 })],
    totals: orderTotals(5000, 1000, 0),
    paymentMethod,
    promoCode: null,
  });
  if (!built.ok) throw new Error(built.key);
  return { ...built.payload, order_detail: { ...built.payload.order_detail, ...paidWith } };
}

/** Appends an OrderPlaced as checkout does, then moves it to `status` as the outbox would. */
async function placed(
  { db, log }: { db: ShopDatabase; log: EventLog },
  key: string,
  payload: OrderStorePayload,
  status: OutboxStatus = 'pending',
  orderId: number | null = null,
) {
  await log.append('OrderPlaced', { orderId: null, idempotencyKey: key, order: payload }, { id: key });
  const doc = await db.events.findOne(key).exec();
  if (status !== 'pending')
    await doc?.incrementalPatch({ outboxStatus: status, payload: { ...doc.payload, orderId } });
}

/**
 * An OrderPlaced whose stored order was altered on the device: it keeps the fields the questions match on (payment
 * type, invoice) but has lost the rest, so it no longer fits the schema.
 */
async function tampered(
  shop: { db: ShopDatabase; log: EventLog },
  key: string,
  paymentMethod: 'cash' | 'card',
  status: OutboxStatus,
) {
  const paidWith = { invoice_id: 'inv-t', paymentId: 'inv-t' };
  await placed(shop, key, order(paymentMethod, paidWith), status, 9);
  const doc = await shop.db.events.findOne(key).exec();
  const order_detail = { paymentType: paymentMethod, ...paidWith };
  await doc?.incrementalPatch({ payload: { ...doc.payload, order: { order_detail } } });
}

describe('the cash order still waiting in the outbox (SPEC §4 Cash on delivery)', () => {
  it('is found with its key and its order while the outbox has not sent it', async () => {
    const shop = await openLog();
    await placed(shop, 'cash-1', order('cash'));
    expect(await unsentCashOrder(shop.db)).toEqual({ key: 'cash-1', orderId: null, order: order('cash') });
  });

  it('is not a card order, an order already sent or one the server refused', async () => {
    const shop = await openLog();
    await placed(shop, 'card-1', order('card'));
    await placed(shop, 'cash-sent', order('cash'), 'sent', 41);
    await placed(shop, 'cash-failed', order('cash'), 'failed');
    expect(await unsentCashOrder(shop.db)).toBeNull();
  });

  it('skips a stored order that no longer parses and finds the sound one after it', async () => {
    const shop = await openLog();
    await placed(shop, 'cash-1', order('cash'));
    await tampered(shop, 'cash-0-tampered', 'cash', 'pending');
    expect(await unsentCashOrder(shop.db)).toMatchObject({ key: 'cash-1', orderId: null });
  });
});

describe('the order a card payment already paid for (SPEC §4 Checkout flows, Card: a return page opened again)', () => {
  it('is the sent order whose invoice_id is the invoice, with the server’s order id as text', async () => {
    const shop = await openLog();
    const paid = order('card', { invoice_id: 'inv-1', paymentId: 'pay-1' });
    await placed(shop, 'card-1', paid, 'sent', 501);
    expect(await orderPaidWith(shop.db, 'inv-1')).toEqual({ key: 'card-1', orderId: '501', order: paid });
  });

  it('is also found by the payment id the provider sent the shopper back with', async () => {
    const shop = await openLog();
    await placed(shop, 'card-1', order('card', { invoice_id: 'inv-1', paymentId: 'pay-1' }), 'sent', 501);
    expect(await orderPaidWith(shop.db, 'pay-1')).toMatchObject({ key: 'card-1', orderId: '501' });
  });

  it('is none for another invoice, an order the outbox has not sent yet, or a stored order that no longer parses', async () => {
    const shop = await openLog();
    await placed(shop, 'card-1', order('card', { invoice_id: 'inv-1', paymentId: 'inv-1' }), 'sent', 501);
    await placed(shop, 'card-2', order('card', { invoice_id: 'inv-2', paymentId: 'inv-2' }));
    await tampered(shop, 'card-3', 'card', 'sent');
    expect(await orderPaidWith(shop.db, 'inv-9')).toBeNull();
    expect(await orderPaidWith(shop.db, 'inv-2')).toBeNull();
    expect(await orderPaidWith(shop.db, 'inv-t')).toBeNull();
  });
});
