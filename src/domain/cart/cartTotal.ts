import type { CartItem } from '../schemas';
import { toKdString } from '../shared/money';
import { lineTotalFils } from './cartLine';

type PricedLine = Pick<CartItem, 'price' | 'quantity' | 'counter'>;

/** SPEC §4/§9: the subtotal is the sum of price × quantity, summed in integer fils. */
export function cartSubtotalFils(items: readonly PricedLine[]): number {
  return items.reduce((sum, item) => sum + lineTotalFils(item), 0);
}

/** The cart state's `totalPrice`: the subtotal fixed to 2 decimals (SPEC §3 Cart state). */
export function cartTotalPrice(items: readonly PricedLine[]): string {
  return toKdString(cartSubtotalFils(items));
}
