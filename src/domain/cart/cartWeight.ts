import type { CartItem } from '../schemas';
import { DEFAULT_ITEM_WEIGHT_KG } from '../shared/constants';
import { lineQuantity } from './cartLine';

type WeighedLine = Pick<CartItem, 'weight' | 'product_weight' | 'quantity' | 'counter'>;

/** `weight` or `product_weight`; a missing, zero or negative weight counts as the 0.1 kg default (SPEC §9). */
export function itemWeightKg(item: Pick<CartItem, 'weight' | 'product_weight'>): number {
  for (const w of [item.weight, item.product_weight]) {
    if (typeof w === 'number' && Number.isFinite(w) && w > 0) return w;
  }
  return DEFAULT_ITEM_WEIGHT_KG;
}

/** SPEC §9 cart weight, summed in whole grams so the result does not drift (0.1 × 3 is 0.3, not 0.30000000000000004). */
export function cartWeightKg(items: readonly WeighedLine[]): number {
  const grams = items.reduce(
    (sum, item) => sum + Math.round(itemWeightKg(item) * 1000) * lineQuantity(item),
    0,
  );
  return grams / 1000;
}
