import { z } from 'zod';
import { looseNumber, optionalNumber, optionalText, requiredText } from './primitives';
import { VariantAttributeSchema } from './variant';

const attributeMap = z
  .record(z.string(), requiredText)
  .nullish()
  .transform((v) => v ?? {});

/**
 * `attributes_array` is the chosen variant's own (SPEC §3 Variant system), kept so the cart line can name its
 * options in either language; a line stored before it was kept has none and shows its size and colour.
 */
export const SelectedVariantSchema = z.object({
  id: looseNumber,
  name: optionalText,
  attributes: attributeMap,
  attributes_array: z.array(VariantAttributeSchema).optional(),
  odoo_id: optionalNumber,
});
export type SelectedVariant = z.infer<typeof SelectedVariantSchema>;

/** A price kept as a numeric string, as SPEC §3 stores it; numbers are accepted and stringified. */
const numericString = z.preprocess(
  (v) => (typeof v === 'number' ? String(v) : v),
  z
    .string()
    .trim()
    .refine((s) => s !== '' && Number.isFinite(Number(s)), 'Expected a numeric price'),
);

/**
 * SPEC §3 Cart item. Size and colour have several historical sources (psize / selectedSize / attribute Size,
 * pcolor / selectedColor / attribute Color); they are folded into `size` and `color` once, here.
 * `quantity` and `counter` are both kept: the quantity fallback is a cart rule (see cart/cartLine.ts).
 */
export const CartItemSchema = z.preprocess(
  (raw) => {
    if (raw === null || typeof raw !== 'object') return raw;
    const item = raw as Record<string, unknown>;
    const attrs = (item.selectedAttributes ?? {}) as Record<string, unknown>;
    return {
      ...item,
      size: item.size ?? item.psize ?? item.selectedSize ?? attrs.Size ?? null,
      color: item.color ?? item.pcolor ?? item.selectedColor ?? attrs.Color ?? null,
    };
  },
  z.object({
    id: requiredText,
    originalProductId: optionalNumber,
    v_id: optionalNumber,
    variantId: optionalNumber,
    selectedVariant: SelectedVariantSchema.nullish().transform((v) => v ?? null),
    name: optionalText,
    productName: optionalText,
    title: optionalText,
    price: numericString,
    psize_price: optionalNumber,
    additional_price: optionalNumber,
    size: optionalText,
    color: optionalText,
    selectedAttributes: attributeMap,
    counter: optionalNumber,
    quantity: optionalNumber,
    subText: optionalText,
    subTextEn: optionalText,
    description: optionalText,
    image: optionalText,
    coverUrl: optionalText,
    sku: optionalText,
    barcode: optionalText,
    odoo_id: optionalNumber,
    weight: optionalNumber,
    product_weight: optionalNumber,
  }),
);
export type CartItem = z.infer<typeof CartItemSchema>;

/** SPEC §3 Cart state: `totalPrice` is a 2-decimal KD string. */
export const CartStateSchema = z.object({
  cartProducts: z.array(CartItemSchema).default([]),
  totalPrice: z.string().default('0.00'),
  isPromo: z.boolean().default(false),
});
export type CartState = z.infer<typeof CartStateSchema>;
