import { inArray } from 'drizzle-orm';
import type { Database } from '../database';
import { products, productVariants } from '../schema';

/**
 * What an order line needs from the catalogue: the price, the weight for the delivery fee, and what the order keeps
 * to show the line later (names, image, the variant's size, colour and attributes). Nothing of a line is taken from
 * the client but its product, variant and quantity, so a client cannot set its own prices.
 */
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
            descriptionEn: products.descriptionEn,
            odooId: products.odooId,
            weight: products.weight,
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
            image: productVariants.image,
            size: productVariants.size,
            color: productVariants.color,
            odooId: productVariants.odooId,
            attributes: productVariants.attributes,
          })
          .from(productVariants)
          .where(inArray(productVariants.id, variantIds)),
  ]);
  return {
    products: new Map(productRows.map((row) => [row.id, row])),
    variants: new Map(variantRows.map((row) => [row.id, row])),
  };
}
