import type { CartItem, ShortLine, VariantSystem } from '../schemas';
import { cartLineProductId, cartLineVariantId, lineQuantity } from './cartLine';

/** What the device has stored of a line's product: its quantity and, once its page was read, its variants. */
export interface StoredStock {
  quantity: number;
  variantSystem?: VariantSystem | null;
}

/**
 * SPEC §5 Quantity, for a cart line: the stock the device knows of it. A variant line draws on its variant's
 * stock (none when the variant is not sold now), known once the product's page has been read; any other line on
 * the product's quantity. Null when the device does not know: the line is then bounded by the minimum alone.
 */
export function cartLineStock(item: CartItem, product: StoredStock | null): number | null {
  if (product === null) return null;
  const variantId = cartLineVariantId(item);
  if (variantId === null) return product.quantity;
  const variant = product.variantSystem?.optimized_variants.find((known) => known.id === variantId);
  if (!variant) return null;
  return variant.is_available ? variant.stock_quantity : 0;
}

/**
 * How many more units of a line the cart may take (SPEC §5: the quantity's maximum is the stock): none once the
 * cart holds all there is, so Add to Cart says so instead of adding. Null when the stock is not known.
 */
export function unitsLeftToAdd(stock: number | null, inCart: number): number | null {
  return stock === null ? null : Math.max(0, Math.floor(stock) - inCart);
}

/** A change to the cart, as the events that make it. */
export type CartChange =
  | { type: 'CartItemAdded'; payload: { item: CartItem } }
  | { type: 'CartItemRemoved'; payload: { id: string } };

const sameStock = (item: CartItem, short: ShortLine) =>
  String(cartLineProductId(item)) === String(short.line.id) && cartLineVariantId(item) === short.line.v_id;

/**
 * "Take what is left" after an order was refused for stock: each short line's quantity becomes what is left of it,
 * and a line with nothing left leaves the cart. Lines of one product and variant share what is left, in the cart's
 * order. Nothing else in the cart changes: a line set to fewer units is the same line added again (SPEC §4 Cart:
 * an add replaces the entry with the same id, where it stands).
 */
export function takeWhatIsLeft(lines: readonly CartItem[], short: readonly ShortLine[]): CartChange[] {
  const left = new Map(short.map((entry) => [entry, entry.available]));
  const changes: CartChange[] = [];
  for (const item of lines) {
    const entry = short.find((candidate) => sameStock(item, candidate));
    if (!entry) continue;
    const available = left.get(entry) ?? 0;
    const quantity = Math.min(lineQuantity(item), available);
    left.set(entry, available - quantity);
    if (quantity === 0) changes.push({ type: 'CartItemRemoved', payload: { id: item.id } });
    else if (quantity < lineQuantity(item))
      changes.push({ type: 'CartItemAdded', payload: { item: { ...item, quantity } } });
  }
  return changes;
}
