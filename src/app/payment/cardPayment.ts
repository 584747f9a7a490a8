/**
 * The cardPayment machine with the shop's effects (SPEC §4 Checkout flows): the provider's calls through the sync
 * worker, the pending order in the local database, the order through the outbox with the key fixed when the
 * pending order was stored, and the cart cleared through the event log.
 */
import { fromPromise } from 'xstate';
import type { PaymentStatusKey } from '../../domain';
import {
  type CardPaymentRequest,
  type CreateOrderInput,
  cardPaymentMachine,
  type InitiateAnswer,
  type PendingOrderInput,
  type StatusAnswer,
} from '../../machines/cardPayment.machine';
import { placeOrder } from '../checkout/placeOrder';
import type { ShopEvents } from '../data/EventLogContext';
import type { ShopSync } from '../data/SyncContext';
import type { CardPaymentRecorder } from './cardPaymentRecorder';

export interface CardPaymentDeps {
  sync: Pick<ShopSync, 'initiatePayment' | 'paymentStatus' | 'subscribe' | 'queryOnce'>;
  eventLog: ShopEvents;
  recorder: CardPaymentRecorder;
  redirect: (url: string) => void;
  onThankYou: (orderId: string | null) => void;
  /** Told whether the created order waits for the network (it stays in the outbox meanwhile). */
  onWaiting?: (offline: boolean) => void;
}

export function cardPayment({ sync, eventLog, recorder, redirect, onThankYou, onWaiting }: CardPaymentDeps) {
  return cardPaymentMachine.provide({
    actors: {
      initiatePayment: fromPromise<InitiateAnswer, CardPaymentRequest>(({ input }) =>
        sync.initiatePayment(input),
      ),
      storePendingOrder: fromPromise<{ orderKey: string }, PendingOrderInput>(async ({ input }) => {
        const orderKey = eventLog.newEventId();
        const pendingOrder = {
          paymentMethod: 'card' as const,
          invoiceId: input.invoiceId,
          total: input.total,
          orderData: input.order,
          orderId: null,
        };
        await recorder.store(pendingOrder, orderKey);
        // The provider's answer, as a fact in the log (DESIGN "Event sourcing"); the pending order above is what
        // the return pages and the next visit resume from.
        await eventLog.append('PaymentInitiated', { invoiceId: input.invoiceId, pendingOrder });
        return { orderKey };
      }),
      checkPaymentStatus: fromPromise<StatusAnswer, PaymentStatusKey>(({ input }) =>
        sync.paymentStatus(input),
      ),
      createOrder: fromPromise<{ orderId: string }, CreateOrderInput>(async ({ input }) => {
        if (!input.order || !input.orderKey || !input.invoiceId) throw new Error('missingOrderData');
        // The server accepts a card order only for a paid invoice of this customer, for the same total; the
        // attempt that paid goes along when the shopper came back from it.
        const order = {
          ...input.order,
          order_detail: {
            ...input.order.order_detail,
            invoice_id: input.invoiceId,
            paymentId: input.paymentId,
          },
        };
        return placeOrder(
          order,
          { sync, eventLog, onWaiting: onWaiting ?? (() => undefined) },
          input.orderKey,
        );
      }),
    },
    actions: {
      redirectToProvider: (_, url) => {
        // Subscribers hear of the 'redirecting' snapshot after this action; leave once it has been saved too.
        if (url) queueMicrotask(() => void recorder.settled().then(() => redirect(url)));
      },
      clearCart: () => void eventLog.append('CartCleared', {}),
      removePendingOrder: ({ context }) => {
        if (context.invoiceId) void recorder.remove(context.invoiceId);
      },
      showThankYou: ({ context }) => onThankYou(context.orderId),
    },
  });
}
