// The catalogue's stock as orders and card payments count it (docs/API.md "Stock"): what is on hand, taking an
// order's lines from it and giving them back. Everything here runs inside a transaction that took its turn first.
import { and, asc, eq, gt, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { StockLine } from '../../orders/stock-lines';
import type { Database } from '../database';
import { products, productVariants, stockHolds, type VariantAttribute } from '../schema';

/** The lock every writer of the catalogue takes until it commits (0008_changes_commit_in_order.sql). */
const catalogueWriters = 5109002;

/**
 * Waits for this transaction's turn at the stock, held until it ends. A sale writes products, whose trigger takes
 * the catalogue writers' lock only after the row's own lock: two sales taking rows first could each hold a row
 * the other needs. Taking the lock before any row, stock writers go one after another, which is also what makes a
 * check of what is left still true when its update runs.
 */
export async function takeStockTurn(db: Database): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${catalogueWriters}::bigint)`);
}

export type ProductStock = { id: number; quantity: number; name: string; nameEn: string };
export type VariantStock = {
  id: number;
  productId: number;
  stockQuantity: number;
  isAvailable: boolean;
  attributes: VariantAttribute[];
};

/** The rows the lines draw on, locked in id order until the transaction ends. */
export async function lockStockRows(
  db: Database,
  lines: readonly StockLine[],
): Promise<{ products: Map<number, ProductStock>; variants: Map<number, VariantStock> }> {
  const productIds = [...new Set(lines.map((line) => line.productId))];
  const variantIds = [...new Set(lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId])))];
  const productRows =
    productIds.length === 0
      ? []
      : await db
          .select({
            id: products.id,
            quantity: products.quantity,
            name: products.name,
            nameEn: products.nameEn,
          })
          .from(products)
          .where(inArray(products.id, productIds))
          .orderBy(asc(products.id))
          .for('update');
  const variantRows =
    variantIds.length === 0
      ? []
      : await db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            stockQuantity: productVariants.stockQuantity,
            isAvailable: productVariants.isAvailable,
            attributes: productVariants.attributes,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds))
          .orderBy(asc(productVariants.id))
          .for('update');
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants: new Map(variantRows.map((row) => [row.id, row])),
  };
}

/**
 * Units of these products that invoices other than `ownInvoice` hold at `now`, per product and variant: an unpaid
 * invoice's hold until it expires, a paid one's until its order is stored.
 */
export async function heldByOthers(
  db: Database,
  productIds: readonly number[],
  now: Date,
  ownInvoice: string | null,
): Promise<{ productId: number; variantId: number | null; held: number }[]> {
  if (productIds.length === 0) return [];
  return db
    .select({
      productId: stockHolds.productId,
      variantId: stockHolds.variantId,
      held: sql<number>`sum(${stockHolds.quantity})::int`,
    })
    .from(stockHolds)
    .where(
      and(
        inArray(stockHolds.productId, [...productIds]),
        or(isNull(stockHolds.expiresAt), gt(stockHolds.expiresAt, now)),
        ownInvoice === null ? undefined : ne(stockHolds.invoiceId, ownInvoice),
      ),
    )
    .groupBy(stockHolds.productId, stockHolds.variantId);
}

/**
 * Takes a line from stock when `held` more units stay for their holders; false, taking nothing, otherwise. A
 * variant's line is taken from the variant, and the product's quantity (the sum its lists show) drops with it.
 */
export async function takeLine(db: Database, line: StockLine, held: number): Promise<boolean> {
  const { productId, variantId, quantity } = line;
  if (variantId === null) {
    const taken = await db
      .update(products)
      .set({ quantity: sql`${products.quantity} - ${quantity}` })
      .where(and(eq(products.id, productId), sql`${products.quantity} - ${held} >= ${quantity}`))
      .returning({ id: products.id });
    return taken.length > 0;
  }
  const taken = await db
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${quantity}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        eq(productVariants.isAvailable, true),
        sql`${productVariants.stockQuantity} - ${held} >= ${quantity}`,
      ),
    )
    .returning({ id: productVariants.id });
  if (taken.length === 0) return false;
  await db
    .update(products)
    .set({ quantity: sql`greatest(${products.quantity} - ${quantity}, 0)` })
    .where(eq(products.id, productId));
  return true;
}

/** Puts a line back where takeLine took it from; a product or variant removed since is left removed. */
export async function giveBackLine(db: Database, line: StockLine): Promise<void> {
  const { productId, variantId, quantity } = line;
  if (variantId !== null) {
    const given = await db
      .update(productVariants)
      .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${quantity}` })
      .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)))
      .returning({ id: productVariants.id });
    if (given.length === 0) return;
  }
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(eq(products.id, productId));
}
