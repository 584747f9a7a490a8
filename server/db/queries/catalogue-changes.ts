// The change numbers of the catalogue (0005_catalogue_changes.sql), read by the catalogue changes call and by the
// server's search index, which both need "what changed after number N".
import { and, asc, eq, gt, lte, max } from 'drizzle-orm';
import type { Database } from '../database';
import { catalogueEpoch, catalogueRemovals, categories, products } from '../schema';
import { availableVariantOptions } from './products';

/** The highest change number of the catalogue: products, categories and removals alike (0 when empty). */
export async function currentChangeSeq(db: Database): Promise<number> {
  const highest = await Promise.all(
    [products, categories, catalogueRemovals].map(async (table) => {
      const [row] = await db.select({ value: max(table.changeSeq) }).from(table);
      return Number(row?.value ?? 0);
    }),
  );
  return Math.max(0, ...highest);
}

/** The random name of this database's numbering. */
export async function changeEpoch(db: Database): Promise<string> {
  const [row] = await db.select().from(catalogueEpoch).limit(1);
  if (!row) throw new Error('catalogue_epoch is empty: migration 0005 has not run');
  return row.epoch;
}

/** Ids of the products or categories removed in (after, upTo]. */
export async function listRemovedBetween(
  db: Database,
  kind: 'product' | 'category',
  after: number,
  upTo: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: catalogueRemovals.id })
    .from(catalogueRemovals)
    .where(
      and(
        eq(catalogueRemovals.kind, kind),
        gt(catalogueRemovals.changeSeq, after),
        lte(catalogueRemovals.changeSeq, upTo),
      ),
    )
    .orderBy(asc(catalogueRemovals.changeSeq));
  return rows.map((row) => row.id);
}

/** The fields a product is searched by, for products changed in (after, upTo]. */
export function listSearchFieldsChangedBetween(db: Database, after: number, upTo: number) {
  return db
    .select({
      productId: products.id,
      name: products.name,
      nameEn: products.nameEn,
      sku: products.defaultCode,
      barcode: products.barcode,
      quantity: products.quantity,
      categoryId: products.categoryId,
      options: availableVariantOptions,
    })
    .from(products)
    .where(and(gt(products.changeSeq, after), lte(products.changeSeq, upTo)));
}

/** The fields a category is searched by, for categories changed in (after, upTo]. */
export function listCategorySearchFieldsChangedBetween(db: Database, after: number, upTo: number) {
  return db
    .select({
      categoryId: categories.id,
      parentId: categories.parentId,
      name: categories.name,
      nameEn: categories.nameEn,
    })
    .from(categories)
    .where(and(gt(categories.changeSeq, after), lte(categories.changeSeq, upTo)));
}
