/**
 * Creating an order, local-first (SPEC §4 Checkout flows): the order is appended as OrderPlaced, whose event id is
 * the Idempotency-Key the outbox sends it with, then this waits until the outbox has sent it. The worker writes the
 * server's order id into the event's payload when it marks it sent; a refusal (4xx) marks it failed. While the
 * device is offline the event simply stays pending, so the order is never lost; `onWaiting` tells the screen so.
 * A caller that fixed the key earlier (a card payment, when it stored its pending order) passes it as `fixedKey`:
 * the order is then appended at most once, whichever tab or visit gets here first.
 */
import type { EventDoc } from '../../contract';
import type { OrderStorePayload } from '../../domain';
import type { ShopEvents } from '../data/EventLogContext';
import type { ShopSync } from '../data/SyncContext';

export interface PlaceOrderDeps {
  sync: Pick<ShopSync, 'subscribe' | 'queryOnce'>;
  eventLog: ShopEvents;
  onWaiting: (offline: boolean) => void;
  online?: () => boolean;
}

/** Resolves with the order's event once the outbox has sent it or the server refused it. */
function settledEvent(
  sync: Pick<ShopSync, 'subscribe' | 'queryOnce'>,
  key: string,
  onPending: (event: EventDoc) => void,
): Promise<EventDoc> {
  return new Promise((resolve) => {
    let unsubscribe: (() => void) | null = null;
    let done = false;
    unsubscribe = sync.subscribe({ collection: 'events', selector: { id: key } }, (docs) => {
      const current = docs[0] as EventDoc | undefined;
      if (!current || done) return;
      if (current.outboxStatus === 'pending') onPending(current);
      if (current.outboxStatus !== 'sent' && current.outboxStatus !== 'failed') return;
      done = true;
      unsubscribe?.();
      resolve(current);
    });
    if (done) unsubscribe();
  });
}

export async function placeOrder(
  order: OrderStorePayload,
  { sync, eventLog, onWaiting, online = () => navigator.onLine }: PlaceOrderDeps,
  fixedKey?: string,
): Promise<{ orderId: string }> {
  const key = fixedKey ?? eventLog.newEventId();
  await eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: key, order }, { id: key });
  // Trying again after a refusal: the same order under the same key goes back to the outbox.
  if (fixedKey !== undefined) await eventLog.requeue(key);
  const settled = await settledEvent(sync, key, (pending) =>
    onWaiting(!online() || pending.outboxLastError !== null),
  );
  onWaiting(false);
  if (settled.outboxStatus !== 'sent') throw new Error(settled.outboxLastError ?? 'failed');
  // The outbox records the server's id as an OrderConfirmed event before it marks the order sent; an order sent
  // by an earlier version of the shop carries it in its own payload.
  const [confirmed] = (await sync.queryOnce({
    collection: 'events',
    selector: { type: 'OrderConfirmed', 'payload.orderKey': key },
  })) as EventDoc[];
  const orderId = confirmed?.payload.orderId ?? (settled.payload as { orderId?: unknown }).orderId;
  return { orderId: orderId === null || orderId === undefined ? '' : String(orderId) };
}
