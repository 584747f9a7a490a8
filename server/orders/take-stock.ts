// An order takes its lines from stock in its own transaction (docs/API.md "Stock"): all of them, or none when any
// asks more than is left, which the caller then refuses (a cash order) or stores to be refunded (a paid invoice's).
// A card order's invoice held its units for it: they are counted as its own, and the hold ends here either way.
import type { Database } from '../db/database';
import { takeLine, takeStockTurn } from '../db/queries/stock';
import { releaseHolds, releaseUnpaidHoldsOf } from '../db/queries/stock-holds';
import type { ShortItem } from './out-of-stock';
import { shortItems, stockLevels } from './stock-levels';
import { inLockOrder, mergeStockLines, type StockLine, stockKey } from './stock-lines';

/** Takes every line, or nothing and answers the short ones. */
export async function takeOrderStock(
  db: Database,
  lines: readonly StockLine[],
  { now, customerId, invoiceId }: { now: Date; customerId: number; invoiceId: string | null },
): Promise<ShortItem[]> {
  await takeStockTurn(db);
  await releaseUnpaidHoldsOf(db, customerId);
  const merged = mergeStockLines(lines);
  const levels = await stockLevels(db, merged, { now, ownInvoice: invoiceId });
  const short = shortItems(merged, levels);
  if (short.length === 0) {
    for (const line of inLockOrder(merged)) {
      const taken = await takeLine(db, line, levels.get(stockKey(line))?.held ?? 0);
      // Checked a moment ago under the same turn: a failure here is a fault, never a shopper's refusal.
      if (!taken) throw new Error('a line checked under the stock turn could not be taken');
    }
  }
  if (invoiceId !== null) await releaseHolds(db, invoiceId);
  return short;
}
