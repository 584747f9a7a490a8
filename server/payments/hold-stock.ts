// A card payment checks its lines before the shopper pays and holds them while the invoice may be paid (docs/API.md
// "Stock"), as checkout reservations do: no one else can buy the units meanwhile, and an invoice left unpaid lets
// them go after stockHoldMs. Paying keeps them until the order is stored (db/queries/stock-holds.ts).
import type { Database } from '../db/database';
import { takeStockTurn } from '../db/queries/stock';
import { insertHolds, releaseUnpaidHoldsOf } from '../db/queries/stock-holds';
import { ApiError } from '../http/errors';
import { outOfStock } from '../orders/out-of-stock';
import { shortItems, stockLevels } from '../orders/stock-levels';
import { mergeStockLines, type StockLine, stockKey } from '../orders/stock-lines';

/** How long an unpaid invoice holds its lines: long enough to type a card's details, short enough not to hoard. */
export const stockHoldMs = 30 * 60_000;

/**
 * Holds `lines` for the invoice `invoiceId` (already stored, in this transaction), or refuses with a 409 naming the
 * short lines; a line naming no product of the catalogue is a 400 naming it, as an order's is.
 */
export async function holdStock(
  db: Database,
  lines: readonly StockLine[],
  { now, customerId, invoiceId }: { now: Date; customerId: number; invoiceId: string },
): Promise<void> {
  await takeStockTurn(db);
  // The shopper's earlier unpaid payment was for this cart too: it holds nothing against this one.
  await releaseUnpaidHoldsOf(db, customerId);
  const merged = mergeStockLines(lines);
  const levels = await stockLevels(db, merged, { now, ownInvoice: invoiceId });
  lines.forEach((line, index) => {
    const missing = levels.get(stockKey(line))?.missing;
    if (missing) throw new ApiError(400, 'unknownProduct', `lines[${index}].${missing}`);
  });
  const short = shortItems(merged, levels);
  if (short.length > 0) throw outOfStock(short);
  await insertHolds(db, invoiceId, merged, { now, expiresAt: new Date(now.getTime() + stockHoldMs) });
}
