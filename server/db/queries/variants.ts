import { asc, count, eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { productImages, productVariants } from '../schema';

export type VariantRow = typeof productVariants.$inferSelect;

export function listVariants(db: Database, productId: number): Promise<VariantRow[]> {
  return db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.sort), asc(productVariants.id));
}

/** Stock a shopper can buy: unavailable variants do not count. */
export async function summariseVariants(
  db: Database,
  productId: number,
): Promise<{ count: number; availableStock: number }> {
  const [row] = await db
    .select({
      count: count(),
      availableStock: sql<number>`coalesce(sum(${productVariants.stockQuantity}) filter (where ${productVariants.isAvailable}), 0)::int`,
    })
    .from(productVariants)
    .where(eq(productVariants.productId, productId));
  return { count: row?.count ?? 0, availableStock: row?.availableStock ?? 0 };
}

export async function listProductImageUrls(db: Database, productId: number): Promise<string[]> {
  const rows = await db
    .select({ imageUrl: productImages.imageUrl })
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.sort), asc(productImages.id));
  return rows.map((row) => row.imageUrl);
}
