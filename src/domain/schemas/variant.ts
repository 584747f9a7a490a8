import { z } from 'zod';
import { looseBoolean, looseNumber, optionalNumber, optionalText, requiredText } from './primitives';

/**
 * `name` and `value` key the attribute (as the ERP names it; matching and cart lines use them); `name_ar` and
 * `value_ar` are the Arabic texts Arabic screens show, when the backend sends them (docs/API.md).
 */
export const VariantAttributeSchema = z.object({
  name: requiredText,
  value: requiredText,
  name_ar: optionalText.optional(),
  value_ar: optionalText.optional(),
});
export type VariantAttribute = z.infer<typeof VariantAttributeSchema>;

/** SPEC §3 Variant system, one optimized variant. `sku` falls back to `default_code`. */
export const VariantSchema = z.object({
  id: looseNumber,
  name: optionalText,
  display_name: optionalText,
  color: optionalText,
  size: optionalText,
  effective_price: optionalNumber,
  price: optionalNumber,
  stock_quantity: optionalNumber.transform((v) => v ?? 0),
  // A backend that omits the flag leaves availability to the stock count.
  is_available: looseBoolean.nullish().transform((v) => v ?? true),
  sku: optionalText,
  default_code: optionalText,
  main_image: optionalText,
  featured_image: optionalText,
  /** The reference server's addition (docs/API.md): every picture showing this variant, `main_image` first. */
  images: z.array(z.string()).nullish(),
  odoo_id: optionalNumber,
  attributes_array: z
    .array(VariantAttributeSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type Variant = z.infer<typeof VariantSchema>;

export const VariantSystemSchema = z.object({
  has_variants: looseBoolean,
  available_attributes: z
    .record(z.string(), z.array(requiredText))
    .nullish()
    .transform((v) => v ?? {}),
  optimized_variants: z
    .array(VariantSchema)
    .nullish()
    .transform((v) => v ?? []),
});
export type VariantSystem = z.infer<typeof VariantSystemSchema>;
