/**
 * SPEC §4 Checkout flows (Card) on the next visit: a shopper who paid and closed the tab before the provider sent
 * them back still gets their order, once, from the key fixed before the redirect; a payment the provider reports
 * unpaid ends as failed; a status that cannot be read waits for the next visit. A real database; each visit a tab
 * whose worker's local data (event log, pending payments, live queries) runs over it, the provider's calls faked,
 * and a stand-in for the worker's outbox that marks each OrderPlaced sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { shopEvents } from '../../../src/app/data/EventLogContext';
import type { ShopSync } from '../../../src/app/data/SyncContext';
import { cardPayment } from '../../../src/app/payment/cardPayment';
import { CardPaymentRecorder } from '../../../src/app/payment/cardPaymentRecorder';
import { paymentStore } from '../../../src/app/payment/paymentStore';
import { restoreCardPayment } from '../../../src/app/payment/restoreCardPayment';
import { DECLINED_KEPT_MS, resumePendingPayments } from '../../../src/app/payment/resumePendingPayments';
import { PendingPayments, type ShopDatabase } from '../../../src/db';
import {
  buildOrderPayload,
  buildPaymentRequest,
  type OrderStorePayload,
  orderTotals,
  type PaymentStatusResponse,
} from '../../../src/domain';
import { selectedAddress } from '../../domain/factories';
import { cartLine, customer, eventsOfType, openShop } from '../accountFixtures';
import { fakeSync, withDatabase } from '../renderWithShop';
import { closeTestDatabases } from '../testDatabase';

afterEach(closeTestDatabases);

const INVOICE = 'inv-resume-1';
const ORDER_ID = 501;
const BY_INVOICE = { keyType: 'InvoiceId', key: INVOICE };

type PaymentSync = Pick<ShopSync, 'initiatePayment' | 'paymentStatus'>;

const status = (paid: boolean): PaymentStatusResponse => ({
  ok: true,
  invoiceId: INVOICE,
  invoiceStatus: paid ? 'Paid' : 'Pending',
  paid,
  message: null,
});

function cardOrder(): OrderStorePayload {
  const built = buildOrderPayload({
    userId: 7,
    address: selectedAddress(),
    items: [cartLine('1', { price: '2.5', quantity: 2 })],
    totals: orderTotals(5000, 1000, 0),
    paymentMethod: 'card',
    promoCode: null,
  });
  if (!built.ok) throw new Error(built.key);
  return built.payload;
}

/** A shopper with a cart and a session, on a fresh database. */
async function shopWithCart() {
  return openShop({ cart: [cartLine('1', { price: '2.5', quantity: 2 })], session: customer() });
}

/**
 * A tab of the shop: the provider's calls faked, and its own sync worker's local data over `db` (the event log,
 * the pending payments and live queries), as the window reaches them through the bridge.
 */
function tab(db: ShopDatabase, provider: PaymentSync) {
  const sync = withDatabase(fakeSync(provider), db);
  return { sync, eventLog: shopEvents(sync), payments: paymentStore(sync) };
}

/**
 * The checkout's card flow up to the redirect, as the shop runs it; then the tab is closed on the provider's page.
 * Leaves the pending order stored in 'redirecting' with the machine's snapshot, and returns its order key.
 */
async function leftForProvider(db: ShopDatabase, invoiceId = INVOICE): Promise<string> {
  const { sync, eventLog, payments } = tab(db, {
    initiatePayment: async () => ({
      ok: true,
      invoiceUrl: `https://pay.example/${invoiceId}`,
      invoiceId,
      message: null,
      errors: [],
    }),
    paymentStatus: async () => {
      throw new Error('not asked before the return');
    },
  });
  const recorder = new CardPaymentRecorder(payments);
  const order = cardOrder();
  const request = buildPaymentRequest({ order, userName: 'Sara', mobile: null, origin: 'http://shop.test' });
  await new Promise<void>((redirected) => {
    const actor = createActor(
      cardPayment({
        sync,
        eventLog,
        recorder,
        redirect: () => redirected(),
        onThankYou: () => undefined,
      }),
    );
    recorder.follow(actor);
    actor.start();
    actor.send({ type: 'user.pay', request, order });
  });
  const stored = await new PendingPayments(db).find(invoiceId);
  expect(stored).toMatchObject({ machineState: 'redirecting', snapshot: expect.objectContaining({}) });
  return stored?.orderKey ?? '';
}

/**
 * The shopper comes back from the provider with the PaymentId of their attempt, and the page goes away (a reload, a
 * closed tab) while it verifies: the pending order is left in 'verifying', knowing that PaymentId.
 */
async function backWhileVerifying(db: ShopDatabase, paymentId: string): Promise<void> {
  const { sync, eventLog, payments } = tab(db, {
    initiatePayment: vi.fn(),
    paymentStatus: () => new Promise(() => undefined),
  });
  const pending = await payments.find(INVOICE);
  if (!pending) throw new Error('no pending payment');
  const recorder = new CardPaymentRecorder(payments);
  const machine = cardPayment({
    sync,
    eventLog,
    recorder,
    redirect: () => undefined,
    onThankYou: () => undefined,
  });
  const actor = createActor(machine, { snapshot: restoreCardPayment(pending) });
  recorder.follow(actor);
  actor.start();
  actor.send({ type: 'payment.callbackReceived', paymentId });
  await recorder.settled();
  actor.stop();
  expect(await new PendingPayments(db).find(INVOICE)).toMatchObject({ machineState: 'verifying' });
}

/** Stands in for the sync worker's outbox: marks each OrderPlaced sent with the server's order id. */
function outboxSends(db: ShopDatabase) {
  const subscription = db.events
    .find({ selector: { type: 'OrderPlaced', outboxStatus: 'pending' } })
    .$.subscribe((docs) => {
      for (const doc of docs)
        void doc.incrementalPatch({ payload: { ...doc.payload, orderId: ORDER_ID }, outboxStatus: 'sent' });
    });
  return () => subscription.unsubscribe();
}

/** One visit's resume, as PaymentResume starts it, in a tab of its own. */
function resume(db: ShopDatabase, paymentStatus: PaymentSync['paymentStatus']) {
  const onPlaced = vi.fn();
  const provider: PaymentSync = {
    initiatePayment: async () => {
      throw new Error('a resumed payment is never initiated again');
    },
    paymentStatus: vi.fn(paymentStatus),
  };
  const { sync, eventLog, payments } = tab(db, provider);
  return { onPlaced, sync: provider, done: resumePendingPayments({ eventLog, sync, payments, onPlaced }) };
}

describe('resuming card payments at the next visit (SPEC §4 Checkout flows, Card)', () => {
  it('turns a payment left on the provider page and reported Paid into exactly one order, then tidies up', async () => {
    const { database, eventLog } = await shopWithCart();
    const orderKey = await leftForProvider(database);
    const stop = outboxSends(database);

    const visit = resume(database, async () => status(true));
    await visit.done;
    stop();

    // The shopper never came back with a PaymentId: asked by the invoice id, said to be one.
    expect(visit.sync.paymentStatus).toHaveBeenCalledWith(BY_INVOICE);
    const placed = await eventsOfType(database, 'OrderPlaced');
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      id: orderKey,
      payload: {
        orderId: ORDER_ID,
        idempotencyKey: orderKey,
        order: { order_detail: { invoice_id: INVOICE, paymentId: null, paymentType: 'card' } },
      },
    });
    expect((await eventLog.state()).cart.cartProducts).toEqual([]);
    expect(await new PendingPayments(database).find(INVOICE)).toBeNull();
    expect(visit.onPlaced).toHaveBeenCalledOnce();
    expect(visit.onPlaced).toHaveBeenCalledWith(String(ORDER_ID));
  });

  it('asks again by the PaymentId the shopper came back with when the page went away while verifying', async () => {
    const { database } = await shopWithCart();
    const orderKey = await leftForProvider(database);
    await backWhileVerifying(database, 'pay-resume-2');
    const stop = outboxSends(database);

    const visit = resume(database, async () => status(true));
    await visit.done;
    stop();

    const asked = vi.mocked(visit.sync.paymentStatus).mock.calls.map(([key]) => key);
    expect(asked.length).toBeGreaterThan(0);
    expect(new Set(asked.map((key) => JSON.stringify(key)))).toEqual(
      new Set([JSON.stringify({ keyType: 'PaymentId', key: 'pay-resume-2' })]),
    );
    const placed = await eventsOfType(database, 'OrderPlaced');
    expect(placed.map((event) => event.id)).toEqual([orderKey]);
    expect(placed[0]?.payload).toMatchObject({
      order: { order_detail: { invoice_id: INVOICE, paymentId: 'pay-resume-2' } },
    });
    expect(await new PendingPayments(database).find(INVOICE)).toBeNull();
    expect(visit.onPlaced).toHaveBeenCalledWith(String(ORDER_ID));
  });

  it('places one order when two tabs resume the same payment at once', async () => {
    const { database, eventLog } = await shopWithCart();
    const orderKey = await leftForProvider(database);
    const stop = outboxSends(database);

    const tabs = [1, 2].map(() => resume(database, async () => status(true)));
    await Promise.all(tabs.map((tab) => tab.done));
    stop();

    // Both tabs found it unfinished and drove it on; the key fixed before the redirect made it one order.
    for (const tab of tabs) expect(tab.sync.paymentStatus).toHaveBeenCalledWith(BY_INVOICE);
    const placed = await eventsOfType(database, 'OrderPlaced');
    expect(placed.map((event) => event.id)).toEqual([orderKey]);
    expect(await new PendingPayments(database).find(INVOICE)).toBeNull();
    expect((await eventLog.state()).cart.cartProducts).toEqual([]);
  });

  it('ends a payment the provider reports unpaid as failed, keeps it stored and places no order', async () => {
    const { database, eventLog } = await shopWithCart();
    await leftForProvider(database);
    const stop = outboxSends(database);

    const visit = resume(database, async () => status(false));
    await visit.done;
    stop();

    expect(visit.sync.paymentStatus).toHaveBeenCalledWith(BY_INVOICE);
    // Kept, so a late return from the provider still finds its pending order.
    expect(await new PendingPayments(database).find(INVOICE)).toMatchObject({ machineState: 'failed' });
    expect(await eventsOfType(database, 'OrderPlaced')).toEqual([]);
    expect((await eventLog.state()).cart.cartProducts).toHaveLength(1);
    expect(visit.onPlaced).not.toHaveBeenCalled();
  });

  it('leaves a payment whose status cannot be read in verifyFailed, and the next visit places its order', async () => {
    const { database, eventLog } = await shopWithCart();
    const orderKey = await leftForProvider(database);
    const stop = outboxSends(database);

    const offline = resume(database, async () => {
      throw Object.assign(new Error('fetch failed'), { name: 'NetworkError' });
    });
    await offline.done;
    expect(await new PendingPayments(database).find(INVOICE)).toMatchObject({ machineState: 'verifyFailed' });
    expect(await eventsOfType(database, 'OrderPlaced')).toEqual([]);
    expect((await eventLog.state()).cart.cartProducts).toHaveLength(1);
    expect(offline.onPlaced).not.toHaveBeenCalled();

    const next = resume(database, async () => status(true));
    await next.done;
    stop();
    expect((await eventsOfType(database, 'OrderPlaced')).map((event) => event.id)).toEqual([orderKey]);
    expect(await new PendingPayments(database).find(INVOICE)).toBeNull();
    expect(next.onPlaced).toHaveBeenCalledWith(String(ORDER_ID));
  });

  it('forgets declined payments older than a week and asks nothing about them', async () => {
    const { database } = await shopWithCart();
    const payments = new PendingPayments(database, () => 1_000);
    await payments.store(
      { paymentMethod: 'card', invoiceId: 'old', total: 6, orderData: cardOrder(), orderId: null },
      'k',
      'failed',
    );

    const paymentStatus = vi.fn(async () => status(true));
    const visit = tab(database, { initiatePayment: vi.fn(), paymentStatus });
    await resumePendingPayments({
      ...visit,
      onPlaced: () => undefined,
      now: () => 1_000 + DECLINED_KEPT_MS + 1,
    });

    expect(await payments.find('old')).toBeNull();
    expect(paymentStatus).not.toHaveBeenCalled();
  });
});
