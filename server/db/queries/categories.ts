import { asc, count } from 'drizzle-orm';
import type { Database } from '../database';
import { categories, products } from '../schema';

export type CategoryRow = typeof categories.$inferSelect;

export function listCategories(db: Database): Promise<CategoryRow[]> {
  return db
    .select()
    .from(categories)
    .orderBy(asc(categories.level), asc(categories.sort), asc(categories.id));
}

/** Products placed directly in each category (descendants are added up by the category index). */
export async function countProductsPerCategory(db: Database): Promise<Map<number, number>> {
  const rows = await db
    .select({ categoryId: products.categoryId, total: count() })
    .from(products)
    .groupBy(products.categoryId);
  return new Map(rows.map((row) => [row.categoryId, row.total]));
}
