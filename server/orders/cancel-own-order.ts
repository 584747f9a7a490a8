// A shopper cancels their own order while the shop has not started on it (docs/API.md "Cancelling an order"): the
// domain's rule of which statuses allow it, checked in the statement that cancels, and the stock given back by the
// staff's own path, once.
import { CANCELLABLE_STATUSES } from '../../src/domain/orders/orderCancellation';
import type { Database } from '../db/database';
import { cancelOwnOrder, findOrder } from '../db/queries/orders';
import { takeStockTurn } from '../db/queries/stock';
import { giveBackStock } from './change-order-status';

export type Cancellation = 'cancelled' | 'notFound' | 'notCancellable';

/** Runs in the caller's transaction (the idempotent request's), which it leaves as it found it on a refusal. */
export async function cancelOrder(
  tx: Database,
  { id, customerId, now }: { id: number; customerId: number; now: Date },
): Promise<Cancellation> {
  // The stock's turn before any row, as every writer of stock takes them, so two never wait on each other.
  await takeStockTurn(tx);
  if (await cancelOwnOrder(tx, { id, customerId, from: CANCELLABLE_STATUSES, now })) {
    await giveBackStock(tx, id);
    return 'cancelled';
  }
  return (await findOrder(tx, id, customerId)) ? 'notCancellable' : 'notFound';
}
