/**
 * Creating an order, local-first (SPEC §4 Checkout flows): the order is appended as OrderPlaced, whose event id is
 * the Idempotency-Key the outbox sends it with, then this waits until the outbox has sent it. The worker writes the
 * server's order id into the event's payload when it marks it sent; a refusal (4xx) marks it failed. While the
 * device is offline the event simply stays pending, so the order is never lost; `onWaiting` tells the screen so.
 * A caller that fixed the key earlier (a card payment, when it stored its pending order) passes it as `fixedKey`:
 * the order is then appended at most once, whichever tab or visit gets here first.
 */
import { filter, firstValueFrom, tap } from 'rxjs';
import type { EventLog, ShopDatabase } from '../../db';
import type { OrderStorePayload } from '../../domain';

export interface PlaceOrderDeps {
  db: ShopDatabase;
  eventLog: EventLog;
  onWaiting: (offline: boolean) => void;
  online?: () => boolean;
}

export async function placeOrder(
  order: OrderStorePayload,
  { db, eventLog, onWaiting, online = () => navigator.onLine }: PlaceOrderDeps,
  fixedKey?: string,
): Promise<{ orderId: string }> {
  const key = fixedKey ?? eventLog.newEventId();
  await eventLog.append('OrderPlaced', { orderId: null, idempotencyKey: key, order }, { id: key });
  // Trying again after a refusal: the same order under the same key goes back to the outbox.
  if (fixedKey !== undefined) await eventLog.requeue(key);
  const settled = await firstValueFrom(
    db.events.findOne(key).$.pipe(
      tap((current) => {
        if (current?.outboxStatus === 'pending') onWaiting(!online() || current.outboxLastError !== null);
      }),
      filter((current) => current?.outboxStatus === 'sent' || current?.outboxStatus === 'failed'),
    ),
  );
  onWaiting(false);
  if (settled?.outboxStatus !== 'sent') throw new Error(settled?.outboxLastError ?? 'failed');
  const orderId = (settled.payload as { orderId?: unknown }).orderId;
  return { orderId: orderId === null || orderId === undefined ? '' : String(orderId) };
}
