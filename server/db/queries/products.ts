import { and, asc, desc, eq, getTableColumns, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { products, type VariantAttribute } from '../schema';

/** A product row with what every product response needs from the neighbouring tables. */
export type ProductRecord = typeof products.$inferSelect & {
  hasVariants: boolean;
  images: string[];
  variantOptions: VariantAttribute[];
};

// Written out with explicit aliases: inside a single-table select Drizzle leaves column names unqualified,
// and an unqualified "id" in these subqueries would bind to the inner table.
/** Each attribute value an available variant has, once, in the variants' order: what a list's filters offer. */
export const availableVariantOptions = sql<
  VariantAttribute[]
>`coalesce((select jsonb_agg(o.attribute order by o.first) from (select pa.attribute, min(pv.sort * 1000000 + pv.id) as first from product_variants pv, jsonb_array_elements(pv.attributes) as pa(attribute) where pv.product_id = "products"."id" and pv.is_available group by pa.attribute) o), '[]'::jsonb)`;

const productRecord = {
  ...getTableColumns(products),
  hasVariants: sql<boolean>`exists (select 1 from product_variants pv where pv.product_id = "products"."id")`,
  images: sql<
    string[]
  >`coalesce((select jsonb_agg(pi.image_url order by pi.sort, pi.id) from product_images pi where pi.product_id = "products"."id"), '[]'::jsonb)`,
  variantOptions: availableVariantOptions,
};

export async function findProduct(db: Database, id: number): Promise<ProductRecord | undefined> {
  const [row] = await db.select(productRecord).from(products).where(eq(products.id, id));
  return row;
}

export type ProductListOptions = { newestFirst?: boolean; limit?: number };

export function listProductsInCategories(
  db: Database,
  categoryIds: number[],
  { newestFirst = false, limit }: ProductListOptions = {},
): Promise<ProductRecord[]> {
  if (categoryIds.length === 0) return Promise.resolve([]);
  const query = db
    .select(productRecord)
    .from(products)
    .where(inArray(products.categoryId, categoryIds))
    .orderBy(newestFirst ? desc(products.id) : asc(products.id));
  return limit === undefined ? query : query.limit(limit);
}

/** The products of `ids` in that order (an id without a product is skipped). */
export async function findProductsInOrder(db: Database, ids: number[]): Promise<ProductRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(productRecord).from(products).where(inArray(products.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)).filter((row): row is ProductRecord => row !== undefined);
}

/** Products whose change number lies in (after, upTo], by change number; `limit` bounds the page. */
export function listProductsChangedBetween(
  db: Database,
  after: number,
  upTo: number,
  limit: number,
): Promise<ProductRecord[]> {
  return db
    .select(productRecord)
    .from(products)
    .where(and(gt(products.changeSeq, after), lte(products.changeSeq, upTo)))
    .orderBy(asc(products.changeSeq))
    .limit(limit);
}
