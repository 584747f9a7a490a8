import { useMemo } from 'react';
import { type OrderAttention, takeWhatIsLeft } from '../../domain';
import { type ShopEvents, useEventLog } from '../data/EventLogContext';

/** How the shopper resolved an order that waited for them; the review says so once it has gone. */
export type ReviewOutcome = 'replaced' | 'cancelled' | 'tookWhatIsLeft' | 'dismissed';

type Changed = Extract<OrderAttention, { kind: 'changed' }>;
type Refused = Extract<OrderAttention, { kind: 'refused' }>;

/**
 * What the shopper can do with an order that waits for them, each a change in the event log and nothing else
 * (docs/ARCHITECTURE.md "How a change gets to the server"). The order's own event never changes: each way out is a
 * fact of its own (OrderResolved), appended after the events it stands for, so an interrupted press leaves the
 * order waiting rather than lost.
 */
export function orderReviewActions(eventLog: ShopEvents) {
  const resolve = (entry: OrderAttention, outcome: ReviewOutcome, replacedBy: string | null = null) =>
    eventLog.append('OrderResolved', { orderKey: entry.orderKey, outcome, replacedBy });
  return {
    /** A new order under a new key with the amounts the server gave: a body once sent under a key is that key's. */
    async placeAtNewAmounts(entry: Changed): Promise<ReviewOutcome> {
      if (!entry.order) throw new Error('no line of the order is left to place');
      const key = eventLog.newEventId();
      await eventLog.append(
        'OrderPlaced',
        { orderId: null, idempotencyKey: key, order: entry.order },
        { id: key },
      );
      await resolve(entry, 'replaced', key);
      return 'replaced';
    },
    /** Nothing is sent; the cart stays as it is. */
    async cancel(entry: Changed): Promise<ReviewOutcome> {
      await resolve(entry, 'cancelled');
      return 'cancelled';
    },
    /** The short lines take what is left (a sold-out one leaves the cart), through cart events; nothing else moves. */
    async takeWhatIsLeft(entry: Refused): Promise<ReviewOutcome> {
      const { cart } = await eventLog.state();
      for (const change of takeWhatIsLeft(cart.cartProducts, entry.short)) {
        if (change.type === 'CartItemRemoved') await eventLog.append('CartItemRemoved', change.payload);
        else await eventLog.append('CartItemAdded', change.payload);
      }
      await resolve(entry, 'tookWhatIsLeft');
      return 'tookWhatIsLeft';
    },
    /** The shopper has read why the server refused it. */
    async dismiss(entry: Refused): Promise<ReviewOutcome> {
      await resolve(entry, 'dismissed');
      return 'dismissed';
    },
  };
}

export type OrderReviewActions = ReturnType<typeof orderReviewActions>;

export function useOrderReviewActions(): OrderReviewActions {
  const eventLog = useEventLog();
  return useMemo(() => orderReviewActions(eventLog), [eventLog]);
}
