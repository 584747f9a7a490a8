import type { CartItem, CartState } from '../schemas';
import { lineQuantity } from './cartLine';
import { cartTotalPrice } from './cartTotal';

/** SPEC §4 Cart operations. Each returns a new state with the total recomputed, never mutating its input. */

function withItems(state: CartState, cartProducts: CartItem[]): CartState {
  return { ...state, cartProducts, totalPrice: cartTotalPrice(cartProducts) };
}

export function emptyCart(): CartState {
  return { cartProducts: [], totalPrice: '0.00', isPromo: false };
}

/** An entry with the same id is replaced in place (keeping its position); otherwise the item is appended. */
export function addCartItem(state: CartState, item: CartItem): CartState {
  const exists = state.cartProducts.some((line) => line.id === item.id);
  const next = exists
    ? state.cartProducts.map((line) => (line.id === item.id ? item : line))
    : [...state.cartProducts, item];
  return withItems(state, next);
}

export function increaseQuantity(state: CartState, id: string): CartState {
  return withItems(
    state,
    state.cartProducts.map((line) => (line.id === id ? { ...line, quantity: lineQuantity(line) + 1 } : line)),
  );
}

/** Allowed only while the quantity is above 1; removing the last unit is the delete action's job. */
export function decreaseQuantity(state: CartState, id: string): CartState {
  return withItems(
    state,
    state.cartProducts.map((line) => {
      const q = lineQuantity(line);
      return line.id === id && q > 1 ? { ...line, quantity: q - 1 } : line;
    }),
  );
}

export function removeCartItem(state: CartState, id: string): CartState {
  return withItems(
    state,
    state.cartProducts.filter((line) => line.id !== id),
  );
}

/** Clear empties the list, the total and the promo flag. */
export function clearCart(): CartState {
  return emptyCart();
}

export function applyPromo(state: CartState): CartState {
  return { ...state, isPromo: true };
}

export function removePromo(state: CartState): CartState {
  return { ...state, isPromo: false };
}
