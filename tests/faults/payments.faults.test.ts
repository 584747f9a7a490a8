/**
 * The card provider's calls under faults (SPEC §7 Payment and orders: POST /payment/initiate, GET /payment/status;
 * §8 Checkout and payment texts). Each call meets every fault between the sync worker's API client and the real
 * server; then the real cardPayment machine, wired as the shop wires it (src/app/payment/cardPayment.ts), shows
 * where the fault leaves the shopper and what they read, and that trying again once the network is back goes on
 * to the provider, or to the order.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, type SnapshotFrom, waitFor } from 'xstate';
import { shopEvents } from '../../src/app/data/EventLogContext';
import type { ShopSync } from '../../src/app/data/SyncContext';
import { cardPayment } from '../../src/app/payment/cardPayment';
import { CardPaymentRecorder } from '../../src/app/payment/cardPaymentRecorder';
import { paymentStore } from '../../src/app/payment/paymentStore';
import type { PaymentStore } from '../../src/db';
import { buildPaymentRequest, type PaymentInitiatePayload } from '../../src/domain';
import { scheduleOutbox } from '../../src/sync-worker';
import {
  type Customer,
  FAULTS,
  type FaultKind,
  type FaultTiming,
  faultHarness,
  REFUSAL,
  REFUSAL_TEXT,
  SERVER_ERROR_TEXT,
  type Shop,
} from './faultHarness';
import { translated } from './shopperTexts';

const harness = faultHarness('payments');

/** SPEC §8 Checkout and payment: the English of each key the machine sets. */
const SPEC_TEXT = {
  networkErrorInitializingPayment:
    'Network error occurred while initializing payment. Please check your connection.',
  paymentInitTimedOut: 'Payment initialization timed out. Please try again.',
  paymentInitFailed: 'Payment initialization failed',
  failedToCheckPaymentStatus: 'Failed to check payment status',
  paymentNotCompleted: 'Payment was not completed successfully',
} as const;
type ErrorKey = keyof typeof SPEC_TEXT;

/** The key's text in both languages (payment.errors), the English being SPEC §8's. */
function shopperReads(key: ErrorKey): void {
  expect(translated(`payment.errors.${key}`).en).toBe(SPEC_TEXT[key]);
}

/**
 * What /payment/initiate gives for each fault: no answer is thrown (its name tells the machine which), an answer
 * is a value with the server's message or none; and the error the machine then holds, a key or that message.
 */
const INITIATE: Record<
  FaultKind,
  { thrown?: 'NetworkError' | 'TimeoutError'; message?: string | null; error: string }
> = {
  networkCut: { thrown: 'NetworkError', error: 'networkErrorInitializingPayment' },
  status500Json: { message: SERVER_ERROR_TEXT, error: SERVER_ERROR_TEXT },
  status500Html: { message: null, error: 'paymentInitFailed' },
  hang: { thrown: 'TimeoutError', error: 'paymentInitTimedOut' },
  invalidJson: { message: null, error: 'paymentInitFailed' },
  wrongShape: { message: null, error: 'paymentInitFailed' },
};

type Machine = ReturnType<typeof cardPayment>;
type Snapshot = SnapshotFrom<Machine>;

/** Where the machine waits for the shopper or the provider. */
const RESTING = new Set(['redirecting', 'failed', 'verifyFailed', 'orderFailed', 'paid', 'done']);
const restsIn = (actor: Actor<Machine>): Promise<Snapshot> =>
  waitFor(actor, (snapshot) => RESTING.has(String(snapshot.value)));

interface CardShop {
  shop: Shop;
  customer: Customer;
  request: PaymentInitiatePayload;
  /** The provider's calls and the live queries, through the worker as the checkout reaches them. */
  sync: Pick<ShopSync, 'initiatePayment' | 'paymentStatus' | 'subscribe' | 'queryOnce'>;
  actor: Actor<Machine>;
  recorder: CardPaymentRecorder;
  payments: PaymentStore;
  redirected: string[];
  /** The shopper presses Pay: resolves where the machine comes to rest. */
  pay: () => Promise<Snapshot>;
}

const running: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of running.splice(0)) await stop();
  vi.unstubAllGlobals();
});

/**
 * A logged-in shopper with a card order of product 1, and the cardPayment machine as the checkout runs it: the
 * provider's calls through the worker (the faulty network), the pending order in the local database, the order
 * through the outbox, which the worker's schedule sends.
 */
async function cardShop(): Promise<CardShop> {
  // placeOrder asks the browser whether it is online while the order waits in the outbox.
  vi.stubGlobal('navigator', { onLine: true });
  const shop = await harness.open();
  const customer = await harness.logIn(shop);
  const cash = await harness.cashOrder(customer);
  const order = { ...cash, order_detail: { ...cash.order_detail, paymentType: 'card' as const } };
  const request = buildPaymentRequest({
    order,
    userName: null,
    mobile: customer.phone,
    origin: new URL(harness.apiBase()).origin,
  });
  const sync: CardShop['sync'] = shop.sync;
  const payments = paymentStore(shop.sync);
  const recorder = new CardPaymentRecorder(payments);
  const redirected: string[] = [];
  const actor = createActor(
    cardPayment({
      sync,
      eventLog: shopEvents(shop.sync),
      recorder,
      redirect: (url) => redirected.push(url),
      onThankYou: () => undefined,
    }),
  );
  const following = recorder.follow(actor);
  actor.start();
  const outbox = scheduleOutbox(
    shop.db,
    shop.engine.outbox,
    () => () => undefined,
    () => () => undefined,
    shop.now,
  );
  running.push(async () => {
    outbox.stop();
    following.unsubscribe();
    actor.stop();
    await recorder.settled();
  });
  return {
    shop,
    customer,
    request,
    sync,
    actor,
    recorder,
    payments,
    redirected,
    pay: () => {
      actor.send({ type: 'user.pay', request, order });
      return restsIn(actor);
    },
  };
}

/** Pays through to the provider's page: the invoice the machine holds once the shopper has been sent there. */
async function toProvider(card: CardShop): Promise<{ invoiceId: string; invoiceUrl: string }> {
  const snapshot = await card.pay();
  expect(snapshot.value).toBe('redirecting');
  await expect.poll(() => card.redirected.length).toBe(1);
  const { invoiceId, invoiceUrl } = snapshot.context;
  if (!invoiceId || !invoiceUrl) throw new Error('no invoice');
  expect(card.redirected).toEqual([invoiceUrl]);
  return { invoiceId, invoiceUrl };
}

/**
 * The shopper presses Pay or Decline on the hosted page (server/routes/pay-page.ts), which sends them back with the
 * PaymentId of that attempt.
 */
async function onHostedPage(invoiceUrl: string, press: 'pay' | 'decline'): Promise<string> {
  const response = await fetch(`${invoiceUrl}/${press}`, { method: 'POST', redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('Location') ?? '').searchParams.get('paymentId') ?? '';
}

const byPaymentId = (key: string) => ({ keyType: 'PaymentId', key }) as const;

const eventsOfType = async (card: CardShop, type: string) =>
  (await card.shop.db.events.find({ selector: { type } }).exec()).map((doc) => doc.toJSON());

const serverOrders = (card: CardShop) =>
  harness.serverData<{ id: number; invoice_id: string | null; payment_status: string }[]>(
    `/user/${card.customer.userId}/orders`,
    card.customer.token,
  );

/** After a verified payment: one order on the server for this invoice, the cart cleared, the pending order gone. */
async function expectOneOrder(card: CardShop, invoiceId: string, paid: Snapshot): Promise<void> {
  expect(paid.value).toBe('paid');
  expect(await serverOrders(card)).toEqual([
    expect.objectContaining({
      id: Number(paid.context.orderId),
      invoice_id: invoiceId,
      payment_status: 'paid',
    }),
  ]);
  expect(await eventsOfType(card, 'OrderPlaced')).toHaveLength(1);
  expect(await eventsOfType(card, 'CartCleared')).toHaveLength(1);
  await card.recorder.settled();
  expect(await card.payments.find(invoiceId)).toBeNull();
}

const TIMINGS: readonly FaultTiming[] = ['before', 'after'];

describe('POST /payment/initiate under faults (SPEC §7 Payment and orders; §8 Checkout and payment)', () => {
  for (const fault of FAULTS) {
    for (const timing of TIMINGS) {
      const expected = INITIATE[fault.kind];
      it(`${fault.name} ${timing} the server handled it ends in 'failed' with ${expected.error}, and Try Again reaches the provider`, async () => {
        const card = await cardShop();
        card.shop.network.inject(fault, timing);

        const answer = card.sync.initiatePayment(card.request);
        if (expected.thrown) await expect(answer).rejects.toMatchObject({ name: expected.thrown });
        else
          expect(await answer).toEqual({
            ok: false,
            invoiceUrl: null,
            invoiceId: null,
            message: expected.message,
            errors: [],
          });

        const failed = await card.pay();
        expect([failed.value, failed.context.error]).toEqual(['failed', expected.error]);
        if (expected.error in SPEC_TEXT) shopperReads(expected.error as ErrorKey);
        // Nothing was stored and nobody left the shop for a payment whose page never came.
        expect(card.redirected).toEqual([]);
        await card.recorder.settled();
        expect(await card.shop.db.payments.count().exec()).toBe(0);

        card.shop.network.heal();
        card.actor.send({ type: 'user.retry' });
        const { invoiceId } = await toProvider(card);
        expect(await card.payments.find(invoiceId)).toMatchObject({ invoiceId, machineState: 'redirecting' });
      });
    }
  }

  it("passes on the server's own message when it refuses the request (a 4xx)", async () => {
    const card = await cardShop();
    const foreign = { ...card.request, CallBackUrl: 'https://elsewhere.example/payment-callback' };
    const refusal = 'The field "CallBackUrl" must be a page of this shop (same origin or a relative path).';
    expect(await card.sync.initiatePayment(foreign)).toMatchObject({ ok: false, message: refusal });

    card.shop.network.inject(REFUSAL);
    expect(await card.sync.initiatePayment(card.request)).toMatchObject({ ok: false, message: REFUSAL_TEXT });
    const failed = await card.pay();
    expect([failed.value, failed.context.error]).toEqual(['failed', REFUSAL_TEXT]);
    expect(card.redirected).toEqual([]);
  });
});

describe('GET /payment/status (SPEC §7 Payment and orders; §4 Checkout flows, Card)', () => {
  it('reads Paid by the PaymentId the shopper comes back with, naming the invoice, and the order is created', async () => {
    const card = await cardShop();
    const { invoiceId, invoiceUrl } = await toProvider(card);
    expect(await card.sync.paymentStatus({ keyType: 'InvoiceId', key: invoiceId })).toMatchObject({
      ok: true,
      invoiceId,
      paid: false,
      invoiceStatus: 'Pending',
    });

    const paymentId = await onHostedPage(invoiceUrl, 'pay');
    expect(paymentId).not.toBe(invoiceId);
    expect(await card.sync.paymentStatus(byPaymentId(paymentId))).toMatchObject({
      ok: true,
      invoiceId,
      paid: true,
      invoiceStatus: 'Paid',
    });

    card.actor.send({ type: 'payment.callbackReceived', paymentId });
    await expectOneOrder(card, invoiceId, await restsIn(card.actor));
  });

  it("reads a declined attempt as not paid: 'failed' with paymentNotCompleted, and no order", async () => {
    const card = await cardShop();
    const { invoiceId, invoiceUrl } = await toProvider(card);
    const paymentId = await onHostedPage(invoiceUrl, 'decline');
    expect(await card.sync.paymentStatus(byPaymentId(paymentId))).toMatchObject({
      ok: true,
      invoiceId,
      paid: false,
      invoiceStatus: 'Pending',
    });

    card.actor.send({ type: 'payment.callbackReceived', paymentId });
    const failed = await restsIn(card.actor);
    expect([failed.value, failed.context.error]).toEqual(['failed', 'paymentNotCompleted']);
    shopperReads('paymentNotCompleted');
    expect(await eventsOfType(card, 'OrderPlaced')).toEqual([]);
  });

  it('answers { ok: false, paid: false } for a payment the provider does not know (404)', async () => {
    const card = await cardShop();
    const unknown = 'A'.repeat(24);
    expect(await card.sync.paymentStatus(byPaymentId(unknown))).toEqual({
      ok: false,
      invoiceId: null,
      invoiceStatus: null,
      paid: false,
      message: 'Payment not found.',
    });

    card.actor.send({ type: 'payment.callbackReceived', paymentId: unknown });
    const failed = await restsIn(card.actor);
    expect([failed.value, failed.context.error]).toEqual(['failed', 'paymentNotCompleted']);
    expect(await eventsOfType(card, 'OrderPlaced')).toEqual([]);
  });

  for (const fault of FAULTS) {
    it(`${fault.name} after the server read a paid invoice throws, never "not paid": 'verifyFailed', then Try Again creates the order`, async () => {
      const card = await cardShop();
      const { invoiceId, invoiceUrl } = await toProvider(card);
      const paymentId = await onHostedPage(invoiceUrl, 'pay');
      card.shop.network.inject(fault, 'after');
      await expect(card.sync.paymentStatus(byPaymentId(paymentId))).rejects.toThrow();

      card.actor.send({ type: 'payment.callbackReceived', paymentId });
      const unread = await restsIn(card.actor);
      expect([unread.value, unread.context.error]).toEqual(['verifyFailed', 'failedToCheckPaymentStatus']);
      shopperReads('failedToCheckPaymentStatus');
      expect(await eventsOfType(card, 'OrderPlaced')).toEqual([]);
      // The next visit finds it where it stopped (src/app/payment/resumePendingPayments.ts).
      await card.recorder.settled();
      expect(await card.payments.find(invoiceId)).toMatchObject({ machineState: 'verifyFailed' });

      card.shop.network.heal();
      card.actor.send({ type: 'user.retry' });
      await expectOneOrder(card, invoiceId, await restsIn(card.actor));
    });
  }

  it('throws for a session the server no longer accepts (401): whether the shopper paid is still unknown', async () => {
    const card = await cardShop();
    const { invoiceId, invoiceUrl } = await toProvider(card);
    const paymentId = await onHostedPage(invoiceUrl, 'pay');
    const { token, userId, phone } = card.customer;
    const session = { token, userId, userName: null, mobile: phone };
    await card.shop.log.append('LoggedIn', { session: { ...session, token: 'lapsed-while-paying' } });
    await expect(card.sync.paymentStatus(byPaymentId(paymentId))).rejects.toThrow();

    card.actor.send({ type: 'payment.callbackReceived', paymentId });
    const unread = await restsIn(card.actor);
    expect([unread.value, unread.context.error]).toEqual(['verifyFailed', 'failedToCheckPaymentStatus']);

    await card.shop.log.append('LoggedIn', { session });
    card.actor.send({ type: 'user.retry' });
    await expectOneOrder(card, invoiceId, await restsIn(card.actor));
  });
});
