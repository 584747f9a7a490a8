import {
  addCartItem,
  applyPromo,
  clearCart,
  decreaseQuantity,
  increaseQuantity,
  removeCartItem,
  removePromo,
} from '../cart/cart';
import type { CartState } from '../schemas';
import type { ShopEvent } from './eventSchemas';
import type { CartProjection } from './projectionSchemas';

export function emptyCartProjection(): CartProjection {
  return { ...clearCart(), promo: null };
}

/** SPEC §4 Cart: every step goes through src/domain/cart/cart.ts, so the total is recomputed as it is there. */
export function reduceCart(state: CartProjection, event: ShopEvent): CartProjection {
  const withPromo = (next: CartState): CartProjection => ({ ...next, promo: state.promo });
  switch (event.type) {
    case 'CartItemAdded':
      return withPromo(addCartItem(state, event.payload.item));
    case 'CartItemQuantityChanged':
      return withPromo(
        event.payload.delta === 1
          ? increaseQuantity(state, event.payload.id)
          : decreaseQuantity(state, event.payload.id),
      );
    case 'CartItemRemoved':
      return withPromo(removeCartItem(state, event.payload.id));
    // SPEC §4: clear empties the list, the total and the promo flag, so the promo goes with it.
    case 'CartCleared':
      return emptyCartProjection();
    case 'PromoApplied':
      return { ...applyPromo(state), promo: event.payload };
    case 'PromoRemoved':
      return { ...removePromo(state), promo: null };
    default:
      // LoggedOut included: SPEC §4 Login lists what logout clears, and the cart is not on that list.
      return state;
  }
}
