import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { OrderStorePayload, PaymentStatusKey } from '../../src/domain';
import {
  type CardPaymentRequest,
  cardPaymentMachine,
  type InitiateAnswer,
  type StatusAnswer,
} from '../../src/machines/cardPayment.machine';
import { allStateIds, type ModelOptions, modelTests, type TransitionRow } from './modelTest';

const request: CardPaymentRequest = {
  InvoiceValue: 12.5,
  CustomerName: 'Sara',
  CustomerEmail: 'sara@example.com',
  CustomerMobile: '51234567',
  CustomerReference: '7',
  Language: 'en',
  DisplayCurrencyIso: 'KWD',
  CallBackUrl: 'http://shop/payment-callback',
  ErrorUrl: 'http://shop/payment-error',
  orderId: null,
};
const order = { order_detail: { total_price: 12.5 }, product_details: [] } as unknown as OrderStorePayload;
const timeout = Object.assign(new Error('aborted'), { name: 'TimeoutError' });

const events = {
  pay: { type: 'user.pay', request, order },
  'pay nothing': { type: 'user.pay', request: { ...request, InvoiceValue: 0 }, order },
  'callback with id': { type: 'payment.callbackReceived', paymentId: 'pay-1' },
  'callback without id': { type: 'payment.callbackReceived', paymentId: null },
  retry: { type: 'user.retry' },
  resumed: { type: 'app.resumed' },
  revisited: { type: 'app.revisited' },
  'invoice url': {
    type: 'xstate.done.actor.initiatePayment',
    output: { ok: true, invoiceUrl: '/pay/inv-1', invoiceId: 'inv-1', message: null },
  },
  'no invoice url': {
    type: 'xstate.done.actor.initiatePayment',
    output: { ok: true, invoiceUrl: null, invoiceId: 'inv-1', message: null },
  },
  'initiate refused': {
    type: 'xstate.done.actor.initiatePayment',
    output: { ok: false, invoiceUrl: null, invoiceId: null, message: null },
  },
  'initiate aborted': { type: 'xstate.error.actor.initiatePayment', error: timeout },
  'initiate failed': { type: 'xstate.error.actor.initiatePayment', error: new TypeError('fetch failed') },
  'pending stored': { type: 'xstate.done.actor.storePendingOrder', output: { orderKey: 'key-1' } },
  'store failed': { type: 'xstate.error.actor.storePendingOrder', error: new Error('quota') },
  paid: { type: 'xstate.done.actor.checkPaymentStatus', output: { ok: true, paid: true, message: null } },
  unpaid: { type: 'xstate.done.actor.checkPaymentStatus', output: { ok: true, paid: false, message: null } },
  'status failed': { type: 'xstate.error.actor.checkPaymentStatus', error: new TypeError('fetch failed') },
  'order created': { type: 'xstate.done.actor.createOrder', output: { orderId: '77' } },
  'order failed': { type: 'xstate.error.actor.createOrder', error: new TypeError('fetch failed') },
  'race time up': { type: 'xstate.after.30000.cardPayment.initiating' },
  'thank-you time up': { type: 'xstate.after.2000.cardPayment.paid' },
};

/** SPEC §9: the initiate call races a 30 s time-out; the thank-you page follows 2 s after a paid order. */
const SPEC_DELAYS: Record<string, number> = {
  'xstate.after.30000.cardPayment.initiating': 30_000,
  'xstate.after.2000.cardPayment.paid': 2_000,
};

const options: ModelOptions = {
  machine: cardPaymentMachine,
  events,
  deferredActors: ['initiatePayment', 'storePendingOrder', 'checkPaymentStatus', 'createOrder'],
  delayMs: (event) => SPEC_DELAYS[event.type] ?? Number.NaN,
};

/** Where each event leads (SPEC §4 Checkout flows: validate, initiate, store, redirect; verify, create, thank). */
const table: TransitionRow[] = [
  ['idle', 'pay', 'initiating'],
  ['idle', 'pay nothing', 'failed'],
  ['idle', 'callback with id', 'verifying'],
  ['idle', 'callback without id', 'failed'],
  ['initiating', 'invoice url', 'storingPendingOrder'],
  ['initiating', 'no invoice url', 'failed'],
  ['initiating', 'initiate refused', 'failed'],
  ['initiating', 'initiate aborted', 'failed'],
  ['initiating', 'initiate failed', 'failed'],
  ['initiating', 'race time up', 'failed'],
  ['failed', 'callback with id', 'verifying'],
  ['failed', 'callback without id', 'failed'],
  ['failed', 'retry', 'idle'],
  ['failed', 'revisited', 'verifying'],
  ['verifying', 'resumed', 'verifying'],
  ['verifying', 'paid', 'creatingOrder'],
  ['verifying', 'unpaid', 'failed'],
  ['verifying', 'status failed', 'verifyFailed'],
  ['storingPendingOrder', 'callback with id', 'verifying'],
  ['storingPendingOrder', 'callback without id', 'failed'],
  ['storingPendingOrder', 'pending stored', 'redirecting'],
  ['storingPendingOrder', 'store failed', 'failed'],
  ['storingPendingOrder', 'revisited', 'verifying'],
  ['creatingOrder', 'resumed', 'creatingOrder'],
  ['creatingOrder', 'order created', 'paid'],
  ['creatingOrder', 'order failed', 'orderFailed'],
  ['verifyFailed', 'retry', 'verifying'],
  ['redirecting', 'callback with id', 'verifying'],
  ['redirecting', 'callback without id', 'failed'],
  ['redirecting', 'revisited', 'verifying'],
  ['paid', 'resumed', 'paid'],
  ['paid', 'thank-you time up', 'done'],
  ['orderFailed', 'retry', 'creatingOrder'],
];

describe('the card payment machine as a model (SPEC §4 Checkout flows, §8 payment texts)', () => {
  modelTests(options, table, allStateIds(cardPaymentMachine));
});

describe('the card payment machine behaviour', () => {
  const tick = () => new Promise((resolve) => setTimeout(resolve, 0));
  function start(services: { paid?: boolean; initiate?: () => Promise<unknown> } = {}) {
    const calls: string[] = [];
    const clock = new SimulatedClock();
    const machine = cardPaymentMachine.provide({
      actors: {
        initiatePayment: fromPromise<InitiateAnswer, CardPaymentRequest>(async () => {
          calls.push('initiate');
          if (services.initiate) return (await services.initiate()) as InitiateAnswer;
          return { ok: true, invoiceUrl: 'http://shop/pay/inv-9', invoiceId: 'inv-9', message: null };
        }),
        storePendingOrder: fromPromise(async ({ input }) => {
          calls.push(`store ${input.invoiceId} ${input.total}`);
          return { orderKey: 'key-9' };
        }),
        checkPaymentStatus: fromPromise(async ({ input }) => {
          calls.push(`status ${input.keyType} ${input.key}`);
          return { ok: true, paid: services.paid ?? true, message: null };
        }),
        createOrder: fromPromise(async ({ input }) => {
          calls.push(`create ${input.orderKey} ${input.invoiceId} ${input.paymentId}`);
          return { orderId: '501' };
        }),
      },
      actions: {
        redirectToProvider: (_, url) => calls.push(`redirect ${url}`),
        clearCart: () => calls.push('clearCart'),
        removePendingOrder: () => calls.push('removePending'),
        showThankYou: () => calls.push('thankYou'),
      },
    });
    const actor = createActor(machine, { clock }).start();
    return { actor, clock, calls };
  }

  it('checks the request before calling the provider (SPEC §5 payment initialisation checks)', () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.pay', request: { ...request, CustomerEmail: 'no-at-sign' }, order });
    expect(actor.getSnapshot().context.error).toBe('customerEmailRequired');
    expect(calls).toEqual([]);
  });

  it('stores the pending order before it redirects to the provider (SPEC §4 Checkout flows)', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.pay', request, order });
    await tick();
    await tick();
    expect(calls).toEqual(['initiate', 'store inv-9 12.5', 'redirect http://shop/pay/inv-9']);
    expect(actor.getSnapshot().value).toBe('redirecting');
    expect(actor.getSnapshot().context.orderKey).toBe('key-9');
  });

  it('asks by the PaymentId the shopper came back with, and creates the order with the key fixed when the pending order was stored', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.pay', request, order });
    await tick();
    await tick();
    actor.send({ type: 'payment.callbackReceived', paymentId: 'pay-9' });
    await tick();
    await tick();
    expect(calls.slice(3)).toEqual([
      'status PaymentId pay-9',
      'create key-9 inv-9 pay-9',
      'clearCart',
      'removePending',
    ]);
  });

  it('asks by the invoice id, said to be one, when a later visit drives on a payment the shopper never came back from', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'user.pay', request, order });
    await tick();
    await tick();
    actor.send({ type: 'app.revisited' });
    await tick();
    await tick();
    expect(calls.slice(3)).toEqual([
      'status InvoiceId inv-9',
      'create key-9 inv-9 null',
      'clearCart',
      'removePending',
    ]);
  });

  it('takes no revisit while it knows no invoice, nor once verifying', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'app.revisited' });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'payment.callbackReceived', paymentId: 'pay-9' });
    actor.send({ type: 'app.revisited' });
    await tick();
    expect(calls.filter((call) => call.startsWith('status'))).toEqual(['status PaymentId pay-9']);
  });

  it('still takes the callback when the last saved snapshot was taken while storing the pending order', async () => {
    const calls: string[] = [];
    const storing = cardPaymentMachine.provide({
      actors: {
        initiatePayment: fromPromise<InitiateAnswer, CardPaymentRequest>(async () => ({
          ok: true,
          invoiceUrl: 'http://shop/pay/inv-9',
          invoiceId: 'inv-9',
          message: null,
        })),
        storePendingOrder: fromPromise(() => new Promise<{ orderKey: string }>(() => undefined)),
      },
    });
    const first = createActor(storing, { clock: new SimulatedClock() }).start();
    first.send({ type: 'user.pay', request, order });
    await tick();
    expect(first.getSnapshot().value).toBe('storingPendingOrder');
    const saved = first.getPersistedSnapshot();
    first.stop();

    const machine = cardPaymentMachine.provide({
      actors: {
        storePendingOrder: fromPromise(() => new Promise<{ orderKey: string }>(() => undefined)),
        checkPaymentStatus: fromPromise<StatusAnswer, PaymentStatusKey>(async () => {
          calls.push('status');
          return { ok: true, paid: false, message: null };
        }),
      },
    });
    const restored = createActor(machine, { snapshot: saved, clock: new SimulatedClock() }).start();
    restored.send({ type: 'payment.callbackReceived', paymentId: 'inv-9' });
    expect(restored.getSnapshot().value).toBe('verifying');
    await tick();
    expect(calls).toContain('status');
  });

  it('gives up with the time-out text when the provider has not answered in 30 s (SPEC §9)', () => {
    const { actor, clock } = start({ initiate: () => new Promise(() => undefined) });
    actor.send({ type: 'user.pay', request, order });
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('initiating');
    clock.increment(1);
    expect(actor.getSnapshot().context.error).toBe('paymentInitTimedOut');
  });

  it('after a paid callback creates the order once, clears the cart and thanks after 2 s', async () => {
    const { actor, clock, calls } = start();
    actor.send({ type: 'payment.callbackReceived', paymentId: 'pay-9' });
    await tick();
    await tick();
    actor.send({ type: 'payment.callbackReceived', paymentId: 'pay-9' });
    expect(calls).toEqual(['status PaymentId pay-9', 'create null null pay-9', 'clearCart', 'removePending']);
    clock.increment(1999);
    expect(calls).not.toContain('thankYou');
    clock.increment(1);
    expect(calls.at(-1)).toBe('thankYou');
  });

  it("says 'Payment was not completed successfully' for any status but Paid (SPEC §4)", async () => {
    const { actor, calls } = start({ paid: false });
    actor.send({ type: 'payment.callbackReceived', paymentId: 'inv-9' });
    await tick();
    expect(actor.getSnapshot().context.error).toBe('paymentNotCompleted');
    expect(calls.some((call) => call.startsWith('create'))).toBe(false);
  });

  it('resumes from a persisted snapshot by verifying again', async () => {
    const first = start();
    first.actor.send({ type: 'payment.callbackReceived', paymentId: 'inv-9' });
    const persisted = first.actor.getPersistedSnapshot();
    first.actor.stop();

    const calls: string[] = [];
    const machine = cardPaymentMachine.provide({
      actors: {
        checkPaymentStatus: fromPromise<StatusAnswer, PaymentStatusKey>(async () => {
          calls.push('status');
          return { ok: true, paid: true, message: null };
        }),
        createOrder: fromPromise(async () => {
          calls.push('create');
          return { orderId: '501' };
        }),
      },
    });
    const restored = createActor(machine, { snapshot: persisted, clock: new SimulatedClock() }).start();
    restored.send({ type: 'app.resumed' });
    await tick();
    await tick();
    expect(calls.filter((call) => call === 'create')).toHaveLength(1);
    expect(restored.getSnapshot().value).toBe('paid');
  });
});
