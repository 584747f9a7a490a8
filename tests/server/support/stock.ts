// Stock as the catalogue calls show it, set for a test with plain SQL (a staff member's count), and products a test
// may have to itself: each test of a file takes its own, so the stock one test sells never moves another's.
import { sql } from 'drizzle-orm';
import type { SeededApp } from './seeded-app';

export type StockOf = { productId: number; variantId?: number };

type ProductReply = {
  data: { quantity: number; name: string; name_en: string; category: number };
  variant_system: {
    optimized_variants: {
      id: number;
      stock_quantity: number;
      is_available: boolean;
      attributes_array: { value: string; value_ar?: string }[];
    }[];
  };
};

export const productReply = async (shop: SeededApp, productId: number) =>
  (await shop.get<ProductReply>(`/api/getProductById/${productId}`)).body;

/** What the product call shows left: the variant's stock_quantity, or the product's quantity. */
export async function stockShown(shop: SeededApp, { productId, variantId }: StockOf): Promise<number> {
  const reply = await productReply(shop, productId);
  if (variantId === undefined) return reply.data.quantity;
  const variant = reply.variant_system.optimized_variants.find((item) => item.id === variantId);
  if (!variant) throw new Error(`product ${productId} has no variant ${variantId}`);
  return variant.stock_quantity;
}

export async function setStock(shop: SeededApp, { productId, variantId }: StockOf, quantity: number) {
  await shop.database.db.execute(
    variantId === undefined
      ? sql`update products set quantity = ${quantity} where id = ${productId}`
      : sql`update product_variants set stock_quantity = ${quantity} where id = ${variantId}`,
  );
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Hands out the seed's products without variants, in stock, and products with at least two variants on sale, one
 * at a time, never the same twice.
 */
export function productsFor(shop: () => SeededApp) {
  let plain: number[] | undefined;
  let varied: number[] | undefined;
  const take = (list: number[]) => {
    const next = list.shift();
    if (next === undefined) throw new Error('the seed has no more such products');
    return next;
  };
  return {
    async plain(): Promise<number> {
      plain ??= rowsOf<{ id: number }>(
        await shop().database.db.execute(sql`
          select id from products p
          where quantity > 0 and not exists (select 1 from product_variants v where v.product_id = p.id)
          order by id`),
      ).map((row) => row.id);
      return take(plain);
    },
    /** A product with two variants on sale: the variants' ids, in their order. */
    async withVariants(): Promise<{ productId: number; variants: [number, number] }> {
      varied ??= rowsOf<{ id: number }>(
        await shop().database.db.execute(sql`
          select product_id as id from product_variants
          where is_available group by product_id having count(*) >= 2 order by product_id`),
      ).map((row) => row.id);
      const productId = take(varied);
      const ids = rowsOf<{ id: number }>(
        await shop().database.db.execute(
          sql`select id from product_variants where product_id = ${productId} and is_available order by id limit 2`,
        ),
      ).map((row) => row.id);
      return { productId, variants: [ids[0] ?? 0, ids[1] ?? 0] };
    },
  };
}
