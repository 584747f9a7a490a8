/**
 * Card payment through the hosted payment page (SPEC §4 Checkout flows, §5 payment checks, §8 payment texts).
 * Before: check the request, initiate (the call aborts at 25 s; the machine gives up at 30 s), store the pending
 * order, redirect. After the provider sends the shopper back: verify the status (a callback URL alone never
 * counts), create the order exactly once, clear the cart, and show the thank-you page after 2 s.
 * The snapshot is persisted by the app; after a reload it sends `app.resumed`, which re-enters the waiting state
 * because pending timers and invoked calls do not survive a reload. The status is asked by the PaymentId of the
 * attempt the shopper came back with; a later visit that never saw them come back sends `app.revisited`, and the
 * status is asked by the invoice id (domain paymentStatusKey).
 */
import { and, assign, fromPromise, or, setup, stateIn } from 'xstate';
import {
  type OrderStorePayload,
  PAYMENT_RACE_MS,
  PAYMENT_REDIRECT_MS,
  type PaymentInitiatePayload,
  type PaymentRequestProblem,
  type PaymentStatusKey,
  paymentRequestProblem,
  paymentStatusKey,
} from '../domain';

export type CardPaymentRequest = PaymentInitiatePayload;

export interface InitiateAnswer {
  ok: boolean;
  invoiceUrl: string | null;
  invoiceId: string | null;
  message: string | null;
}

export interface StatusAnswer {
  ok: boolean;
  paid: boolean;
  message: string | null;
}

/** What the pending order is stored with, and what creating the order needs after the shopper is back. */
export interface PendingOrderInput {
  invoiceId: string;
  order: OrderStorePayload;
  total: number;
}

export interface CreateOrderInput {
  /** The attempt that paid, when the shopper came back from it. */
  paymentId: string | null;
  invoiceId: string | null;
  /** The idempotency key the order is created with, fixed when the pending order was stored. */
  orderKey: string | null;
  order: OrderStorePayload | null;
}

export interface CardPaymentContext {
  request: CardPaymentRequest | null;
  /** The order that is created once the payment is verified (SPEC §3 pending order `orderData`). */
  order: OrderStorePayload | null;
  orderKey: string | null;
  invoiceId: string | null;
  invoiceUrl: string | null;
  paymentId: string | null;
  orderId: string | null;
  /** A translation key, or the provider's own message. */
  error: string | null;
}

export type CardPaymentEvent =
  | { type: 'user.pay'; request: CardPaymentRequest; order: OrderStorePayload }
  | { type: 'payment.callbackReceived'; paymentId: string | null }
  | { type: 'user.retry' }
  | { type: 'app.resumed' }
  | { type: 'app.revisited' };

export const cardPaymentMachine = setup({
  types: {
    context: {} as CardPaymentContext,
    events: {} as CardPaymentEvent,
  },
  actors: {
    initiatePayment: fromPromise<InitiateAnswer, CardPaymentRequest>(async () => {
      throw new Error('initiatePayment must be provided');
    }),
    storePendingOrder: fromPromise<{ orderKey: string }, PendingOrderInput>(async () => {
      throw new Error('storePendingOrder must be provided');
    }),
    checkPaymentStatus: fromPromise<StatusAnswer, PaymentStatusKey>(async () => {
      throw new Error('checkPaymentStatus must be provided');
    }),
    createOrder: fromPromise<{ orderId: string }, CreateOrderInput>(async () => {
      throw new Error('createOrder must be provided');
    }),
  },
  actions: {
    redirectToProvider: (_, _url: string | null) => {},
    clearCart: () => {},
    removePendingOrder: () => {},
    showThankYou: () => {},
  },
  guards: {
    hasPaymentId: ({ event }) => event.type === 'payment.callbackReceived' && !!event.paymentId?.trim(),
    knowsInvoice: ({ context }) => !!context.invoiceId,
    // Once verification has started, a second callback (a reload, another tab) must not restart the flow. The
    // pending order is stored before the redirect, so a snapshot saved a moment before it still awaits the return.
    awaitingReturn: or([
      stateIn('#cardPayment.idle'),
      stateIn('#cardPayment.storingPendingOrder'),
      stateIn('#cardPayment.redirecting'),
      stateIn('#cardPayment.failed'),
    ]),
    requestValid: ({ event }) => event.type === 'user.pay' && paymentRequestProblem(event.request) === null,
  },
}).createMachine({
  id: 'cardPayment',
  context: {
    request: null,
    order: null,
    orderKey: null,
    invoiceId: null,
    invoiceUrl: null,
    paymentId: null,
    orderId: null,
    error: null,
  },
  initial: 'idle',
  on: {
    'payment.callbackReceived': [
      {
        guard: and(['awaitingReturn', 'hasPaymentId']),
        target: '.verifying',
        actions: assign({ paymentId: ({ event }) => event.paymentId?.trim() ?? null, error: null }),
      },
      { guard: 'awaitingReturn', target: '.failed', actions: assign({ error: 'invalidPaymentReference' }) },
    ],
    // A later visit drives on a payment left before the shopper came back (or was seen to): asked by its invoice.
    'app.revisited': {
      guard: and(['awaitingReturn', 'knowsInvoice']),
      target: '.verifying',
      actions: assign({ error: null }),
    },
  },
  states: {
    idle: {
      on: {
        'user.pay': [
          {
            guard: 'requestValid',
            target: 'initiating',
            actions: assign({
              request: ({ event }) => event.request,
              order: ({ event }) => event.order,
              error: null,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              error: ({ event }) => paymentRequestProblem(event.request) as PaymentRequestProblem,
            }),
          },
        ],
      },
    },
    initiating: {
      invoke: {
        id: 'initiatePayment',
        src: 'initiatePayment',
        input: ({ context }) => context.request as CardPaymentRequest,
        onDone: [
          {
            guard: ({ event }) => event.output.ok && !!event.output.invoiceUrl && !!event.output.invoiceId,
            target: 'storingPendingOrder',
            actions: assign({
              invoiceId: ({ event }) => event.output.invoiceId,
              invoiceUrl: ({ event }) => event.output.invoiceUrl,
            }),
          },
          {
            guard: ({ event }) => event.output.ok,
            target: 'failed',
            actions: assign({ error: 'paymentUrlNotReceived' }),
          },
          {
            target: 'failed',
            actions: assign({ error: ({ event }) => event.output.message || 'paymentInitFailed' }),
          },
        ],
        onError: [
          {
            guard: ({ event }) => (event.error as Error | undefined)?.name === 'TimeoutError',
            target: 'failed',
            actions: assign({ error: 'paymentInitTimedOut' }),
          },
          { target: 'failed', actions: assign({ error: 'networkErrorInitializingPayment' }) },
        ],
      },
      after: { [PAYMENT_RACE_MS]: { target: 'failed', actions: assign({ error: 'paymentInitTimedOut' }) } },
    },
    storingPendingOrder: {
      invoke: {
        id: 'storePendingOrder',
        src: 'storePendingOrder',
        input: ({ context }) => ({
          invoiceId: context.invoiceId as string,
          order: context.order as OrderStorePayload,
          total: (context.request as CardPaymentRequest).InvoiceValue,
        }),
        onDone: {
          target: 'redirecting',
          actions: assign({ orderKey: ({ event }) => event.output.orderKey }),
        },
        onError: { target: 'failed', actions: assign({ error: 'failedToPrepareOrder' }) },
      },
    },
    redirecting: {
      entry: { type: 'redirectToProvider', params: ({ context }) => context.invoiceUrl },
    },
    verifying: {
      on: { 'app.resumed': { target: 'verifying', reenter: true } },
      invoke: {
        id: 'checkPaymentStatus',
        src: 'checkPaymentStatus',
        // One of the two is set: a return carries a paymentId, and a revisit needs the invoice id.
        input: ({ context }) => paymentStatusKey(context.invoiceId, context.paymentId) as PaymentStatusKey,
        onDone: [
          { guard: ({ event }) => event.output.ok && event.output.paid, target: 'creatingOrder' },
          { target: 'failed', actions: assign({ error: 'paymentNotCompleted' }) },
        ],
        onError: { target: 'verifyFailed', actions: assign({ error: 'failedToCheckPaymentStatus' }) },
      },
    },
    verifyFailed: {
      on: { 'user.retry': { target: 'verifying', actions: assign({ error: null }) } },
    },
    creatingOrder: {
      on: { 'app.resumed': { target: 'creatingOrder', reenter: true } },
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({
          paymentId: context.paymentId,
          invoiceId: context.invoiceId,
          orderKey: context.orderKey,
          order: context.order,
        }),
        onDone: {
          target: 'paid',
          actions: [
            assign({ orderId: ({ event }) => event.output.orderId }),
            'clearCart',
            'removePendingOrder',
          ],
        },
        onError: { target: 'orderFailed', actions: assign({ error: 'orderCreationFailed' }) },
      },
    },
    orderFailed: {
      on: { 'user.retry': { target: 'creatingOrder', actions: assign({ error: null }) } },
    },
    paid: {
      on: { 'app.resumed': { target: 'paid', reenter: true } },
      after: { [PAYMENT_REDIRECT_MS]: 'done' },
    },
    done: { type: 'final', entry: 'showThankYou' },
    failed: {
      on: {
        'user.retry': { target: 'idle', actions: assign({ error: null, invoiceId: null, invoiceUrl: null }) },
      },
    },
  },
});
