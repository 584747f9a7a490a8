import type { CartItem } from '../schemas';
import type { Language } from '../shared/language';
import { toFils } from '../shared/money';

export type CartLineChoice = {
  variantId?: number | string | null;
  attributes?: Readonly<Record<string, string>> | null;
};

/**
 * SPEC §3 Cart item id: the product id; or "{pid}-{vid}" for a known variant; or the product id plus the chosen
 * attributes sorted by name ("{pid}-Color:Red|Size:M"), so the same choice made in any order is one line.
 */
export function cartLineId(productId: number | string, choice: CartLineChoice = {}): string {
  if (choice.variantId !== null && choice.variantId !== undefined && choice.variantId !== '') {
    return `${productId}-${choice.variantId}`;
  }
  const attributes = Object.entries(choice.attributes ?? {}).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (attributes.length === 0) return String(productId);
  return `${productId}-${attributes.map(([name, value]) => `${name}:${value}`).join('|')}`;
}

/** The product of a line: a variant line's id is "{pid}-{vid}", and an order names the bare product id. */
export function cartLineProductId(item: Pick<CartItem, 'id' | 'originalProductId'>): number | string {
  if (item.originalProductId !== null) return item.originalProductId;
  const leading = /^\d+/.exec(item.id);
  return leading ? Number(leading[0]) : item.id;
}

/** The chosen variant of a line, null for a product without one. */
export function cartLineVariantId(
  item: Pick<CartItem, 'v_id' | 'variantId' | 'selectedVariant'>,
): number | null {
  return item.v_id ?? item.variantId ?? item.selectedVariant?.id ?? null;
}

/**
 * SPEC §4: quantity falls back to counter, then 1. A zero or negative value counts as missing, as the original
 * `quantity || counter || 1` did: a cart line always has at least one unit.
 */
export function lineQuantity(item: Pick<CartItem, 'quantity' | 'counter'>): number {
  for (const q of [item.quantity, item.counter]) {
    if (typeof q === 'number' && Number.isFinite(q) && q > 0) return Math.floor(q);
  }
  return 1;
}

/** Price × quantity in fils. The additional size price is not added: SPEC §4 totals use `price` alone. */
export function lineTotalFils(item: Pick<CartItem, 'price' | 'quantity' | 'counter'>): number {
  return toFils(item.price) * lineQuantity(item);
}

/** One option of a cart line as the screen names it, e.g. { name: 'اللون', value: 'أحمر' }. */
export type CartLineOption = { name: string; value: string };

/**
 * The chosen variant's attributes in the interface language (SPEC §3 language rule): Arabic where the variant
 * came with it, else as keyed. Empty for a line without a variant, and for a line stored before variants kept
 * their attributes, which the screen then names by its size and colour alone.
 */
export function cartLineOptions(item: Pick<CartItem, 'selectedVariant'>, lang: Language): CartLineOption[] {
  return (item.selectedVariant?.attributes_array ?? []).map((attribute) =>
    lang === 'ar'
      ? { name: attribute.name_ar || attribute.name, value: attribute.value_ar || attribute.value }
      : { name: attribute.name, value: attribute.value },
  );
}
