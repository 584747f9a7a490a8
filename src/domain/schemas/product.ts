import { z } from 'zod';
import { looseBoolean, looseNumber, optionalNumber, optionalText } from './primitives';
import { VariantAttributeSchema } from './variant';

export const ProductImageSchema = z.object({ image_url: z.string() });
export type ProductImage = z.infer<typeof ProductImageSchema>;

/**
 * SPEC §3 Product. The id may arrive as `pid` and the name as `title`; both are folded into `id` / `name`
 * before validation. Prices stay raw KD numbers here: rules convert them with `toFils`.
 */
export const ProductSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const p = raw as Record<string, unknown>;
    return { ...p, id: p.id ?? p.pid, name: p.name ?? p.title };
  },
  z.object({
    id: looseNumber,
    name: z.string(),
    name_en: optionalText,
    title: optionalText,
    price: looseNumber,
    old_price: optionalNumber,
    image: optionalText,
    images: z
      .array(z.string())
      .nullish()
      .transform((v) => v ?? []),
    product_images: z
      .array(ProductImageSchema)
      .nullish()
      .transform((v) => v ?? []),
    description: optionalText,
    description_en: optionalText,
    description_sale: optionalText,
    /**
     * The description's first words as plain text, sent instead of the three descriptions by the reference server's
     * catalogue changes call (docs/API.md): a list copy needs no more.
     */
    summary: optionalText,
    quantity: optionalNumber,
    default_code: optionalText,
    barcode: optionalText,
    sub_location: optionalText,
    odoo_id: optionalNumber,
    category: z
      .union([z.number(), z.string()])
      .nullish()
      .transform((v) => v ?? null),
    v_id: optionalNumber,
    has_variants: looseBoolean.nullish().transform((v) => v ?? false),
    /**
     * The reference server's addition (docs/API.md): the values its available variants have, for a list's filters.
     * Null from a backend that does not send it.
     */
    variant_options: z
      .array(VariantAttributeSchema)
      .nullish()
      .transform((v) => v ?? null),
    weight: optionalNumber,
  }),
);
export type Product = z.infer<typeof ProductSchema>;
