/**
 * SPEC §4 Cash on delivery, local-first: the order is appended as OrderPlaced (the outbox posts it with the event
 * id as Idempotency-Key), then this waits until the outbox has sent it. The worker writes the server's order id
 * into the event's payload when it marks it sent; a refusal (4xx) marks it failed. While the device is offline
 * the event simply stays pending, so the order is never lost; `onWaiting` tells the screen to say so.
 */
import { filter, firstValueFrom, tap } from 'rxjs';
import type { EventLog, ShopDatabase } from '../../db';
import type { OrderStorePayload } from '../../domain';

export interface CashOrderDeps {
  db: ShopDatabase;
  eventLog: EventLog;
  onWaiting: (offline: boolean) => void;
  online?: () => boolean;
}

export async function placeCashOrder(
  order: OrderStorePayload,
  { db, eventLog, onWaiting, online = () => navigator.onLine }: CashOrderDeps,
): Promise<{ orderId: string }> {
  const idempotencyKey = crypto.randomUUID();
  await eventLog.append('OrderPlaced', { orderId: null, idempotencyKey, order });
  const placed = await db.events.find({ selector: { type: 'OrderPlaced' } }).exec();
  const doc = placed.find(
    (candidate) => (candidate.payload as { idempotencyKey?: unknown }).idempotencyKey === idempotencyKey,
  );
  if (!doc) throw new Error('The order was not recorded');
  const settled = await firstValueFrom(
    db.events.findOne(doc.id).$.pipe(
      tap((current) => {
        if (current?.outboxStatus === 'pending') onWaiting(!online() || current.outboxLastError !== null);
      }),
      filter((current) => current?.outboxStatus === 'sent' || current?.outboxStatus === 'failed'),
    ),
  );
  onWaiting(false);
  if (settled?.outboxStatus !== 'sent') throw new Error(settled?.outboxLastError ?? 'failed');
  const orderId = (settled.payload as { orderId?: unknown }).orderId;
  await eventLog.append('CartCleared', {});
  return { orderId: orderId === null || orderId === undefined ? '' : String(orderId) };
}
