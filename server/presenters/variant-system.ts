// The variant block of a product response (SPEC §3 Variant system). available_attributes lists each
// attribute's values in the order the variants first use them, which is the order pickers show them in.
// Attributes are keyed by the ERP's (English) name and value, which orders and cart lines keep; each entry of
// attributes_array also carries its Arabic texts (name_ar, value_ar) in every answer, whatever the request's
// language, as a product carries name and name_en: the client keeps the answer offline and may switch
// language without asking again (SPEC §3 language rule). Each variant also lists its pictures (`images`, beyond
// SPEC): the product's pictures drawn in its colour, so the gallery never shows it in another.

import { filsToKd, toFils } from '../../src/domain/shared/money';
import type { ProductRecord } from '../db/queries/products';
import type { VariantRow } from '../db/queries/variants';
import type { VariantAttribute } from '../db/schema';
import { colourOfPicture } from '../media/image-key';
import { slugify } from '../media/urls';

export type ApiVariant = {
  id: number;
  name: string;
  display_name: string;
  color: string | null;
  size: string | null;
  effective_price: number;
  price: number;
  stock_quantity: number;
  is_available: boolean;
  sku: string;
  default_code: string;
  main_image: string;
  featured_image: string;
  images: string[];
  odoo_id: number;
  attributes_array: VariantAttribute[];
};

export type ApiVariantSystem = {
  has_variants: boolean;
  available_attributes: Record<string, string[]>;
  optimized_variants: ApiVariant[];
};

export function presentVariantSystem(
  product: ProductRecord,
  variants: VariantRow[],
  imageUrls: readonly string[],
): ApiVariantSystem {
  const availableAttributes: Record<string, string[]> = {};
  for (const variant of variants) {
    for (const { name, value } of variant.attributes) {
      const values = availableAttributes[name] ?? [];
      if (!values.includes(value)) values.push(value);
      availableAttributes[name] = values;
    }
  }
  return {
    has_variants: variants.length > 0,
    available_attributes: availableAttributes,
    optimized_variants: variants.map((variant) => {
      const image = variant.image ?? product.image;
      const colour = variant.color === null ? undefined : slugify(variant.color);
      const inColour = colour ? imageUrls.filter((url) => colourOfPicture(url) === colour) : [];
      return {
        id: variant.id,
        name: variant.name,
        display_name: variant.displayName,
        color: variant.color,
        size: variant.size,
        // Summed in fils so 0.1 + 0.2 style float noise never reaches a price.
        effective_price: filsToKd(toFils(product.price) + toFils(variant.priceExtra)),
        price: product.price,
        stock_quantity: variant.stockQuantity,
        is_available: variant.isAvailable,
        sku: variant.sku,
        default_code: variant.sku,
        main_image: image,
        featured_image: image,
        images: [...new Set([image, ...inColour])],
        odoo_id: variant.odooId,
        attributes_array: variant.attributes,
      };
    }),
  };
}
