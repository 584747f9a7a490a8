// The staff move an order to a new status (SPEC §4). A cancelled or failed order will not be sent, so its lines go
// back to stock (docs/API.md "Stock"): once, whatever the order's later statuses, as the order marks that it no
// longer holds them in the same statement that reads whether it did. An order waiting for its refund is refunded
// when the staff say so.
import type { Database } from '../db/database';
import { giveBackOrderLines, setOrderStatus, settleRefund } from '../db/queries/orders';
import { giveBackLine, takeStockTurn } from '../db/queries/stock';
import type { OrderStatus } from './statuses';
import { inLockOrder, mergeStockLines } from './stock-lines';

const givingBack: ReadonlySet<OrderStatus> = new Set(['cancelled', 'failed']);

/**
 * Puts the order's lines back where they were taken from, if it still holds them, in the caller's transaction: the
 * staff's cancellation here, and the shopper's own (cancel-own-order.ts).
 */
export async function giveBackStock(tx: Database, id: number): Promise<void> {
  await takeStockTurn(tx);
  const lines = await giveBackOrderLines(tx, id);
  for (const line of inLockOrder(mergeStockLines(lines))) await giveBackLine(tx, line);
}

/** False when there is no such order. */
export async function changeOrderStatus(
  db: Database,
  id: number,
  status: OrderStatus,
  now: Date,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (givingBack.has(status)) await giveBackStock(tx, id);
    if (status === 'refunded') await settleRefund(tx, id);
    return setOrderStatus(tx, id, status, now);
  });
}
