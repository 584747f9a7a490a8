// The units card invoices hold while their shoppers pay (0012_stock.sql, docs/API.md "Stock"). A hold counts
// against everyone else's orders while it lasts; reads skip an expired one at once, and housekeeping deletes it.
import { and, eq, gt, inArray, lte, ne } from 'drizzle-orm';
import type { StockLine } from '../../orders/stock-lines';
import type { Database } from '../database';
import { payments, stockHolds } from '../schema';

export async function insertHolds(
  db: Database,
  invoiceId: string,
  lines: readonly StockLine[],
  { now, expiresAt }: { now: Date; expiresAt: Date },
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(stockHolds).values(
    lines.map((line) => ({
      invoiceId,
      productId: line.productId,
      variantId: line.variantId,
      quantity: line.quantity,
      expiresAt,
      createdAt: now,
    })),
  );
}

/** A paid invoice's units are sold: its live holds stay until its order is stored, whenever that is. */
export async function keepHoldsOfPaid(db: Database, invoiceId: string, now: Date): Promise<void> {
  await db
    .update(stockHolds)
    .set({ expiresAt: null })
    .where(and(eq(stockHolds.invoiceId, invoiceId), gt(stockHolds.expiresAt, now)));
}

/** The invoice's holds end: its order took the units, or could not. */
export async function releaseHolds(db: Database, invoiceId: string): Promise<void> {
  await db.delete(stockHolds).where(eq(stockHolds.invoiceId, invoiceId));
}

/**
 * The holds of the customer's unpaid invoices end: the customer is ordering (or paying for) their cart now, so what
 * an earlier payment of theirs left unpaid held must not stand in their way.
 */
export async function releaseUnpaidHoldsOf(db: Database, customerId: number): Promise<void> {
  const unpaid = db
    .select({ invoiceId: payments.invoiceId })
    .from(payments)
    .where(and(eq(payments.customerId, customerId), ne(payments.status, 'Paid')));
  await db.delete(stockHolds).where(inArray(stockHolds.invoiceId, unpaid));
}

/** Housekeeping: holds of unpaid invoices whose time ran out by `now`. */
export async function pruneExpiredHolds(db: Database, now: Date): Promise<void> {
  await db.delete(stockHolds).where(lte(stockHolds.expiresAt, now));
}
