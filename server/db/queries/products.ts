import { and, asc, desc, eq, getTableColumns, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { products } from '../schema';

/** A product row with what every product response needs from the neighbouring tables. */
export type ProductRecord = typeof products.$inferSelect & { hasVariants: boolean; images: string[] };

// Written out with explicit aliases: inside a single-table select Drizzle leaves column names unqualified,
// and an unqualified "id" in these subqueries would bind to the inner table.
const productRecord = {
  ...getTableColumns(products),
  hasVariants: sql<boolean>`exists (select 1 from product_variants pv where pv.product_id = "products"."id")`,
  images: sql<
    string[]
  >`coalesce((select jsonb_agg(pi.image_url order by pi.sort, pi.id) from product_images pi where pi.product_id = "products"."id"), '[]'::jsonb)`,
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

// Arabic spellings vary in hamza forms, alef maqsura and taa marbuta; folding them on both sides lets
// "اسبريسو" find "إسبريسو". The same table is applied to the query text in JavaScript.
const arabicFrom = 'أإآٱىة';
const arabicTo = 'اااايه';

export function foldArabic(text: string): string {
  let folded = text.replace(/[\u064B-\u0652\u0640]/g, '');
  for (let i = 0; i < arabicFrom.length; i += 1) {
    folded = folded.replaceAll(arabicFrom.charAt(i), arabicTo.charAt(i));
  }
  return folded;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Every word must appear in the Arabic or the English name, case-insensitively; prefix matches come first. */
export function searchProducts(db: Database, text: string, limit: number): Promise<ProductRecord[]> {
  const folded = foldArabic(text).toLowerCase();
  const words = folded.split(/\s+/).filter(Boolean).slice(0, 8);
  const foldedName = sql`translate(${products.name}, ${arabicFrom}, ${arabicTo})`;
  const matchesWord = (word: string): SQL => {
    const pattern = `%${escapeLike(word)}%`;
    return sql`(${foldedName} ilike ${pattern} or ${products.nameEn} ilike ${pattern})`;
  };
  const prefix = `${escapeLike(folded)}%`;
  return db
    .select(productRecord)
    .from(products)
    .where(and(...words.map(matchesWord)))
    .orderBy(
      sql`(${foldedName} ilike ${prefix} or ${products.nameEn} ilike ${prefix}) desc`,
      asc(products.id),
    )
    .limit(limit);
}
