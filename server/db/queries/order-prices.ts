import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { products, productVariants } from '../schema';

/** What an order line needs from the catalogue: the price and what the order keeps to show the line later. */
export async function loadOrderCatalogue(db: Database, productIds: number[], variantIds: number[]) {
  const [productRows, variantRows] = await Promise.all([
    productIds.length === 0
      ? []
      : db
          .select({
            id: products.id,
            price: products.price,
            name: products.name,
            nameEn: products.nameEn,
            image: products.image,
            description: products.description,
            descriptionSale: products.descriptionSale,
          })
          .from(products)
          .where(inArray(products.id, productIds)),
    variantIds.length === 0
      ? []
      : db
          .select({
            id: productVariants.id,
            productId: productVariants.productId,
            priceExtra: productVariants.priceExtra,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds)),
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants: new Map(variantRows.map((row) => [row.id, row])),
  };
}
