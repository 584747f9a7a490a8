import { lineQuantity } from '../cart/cartLine';
import type { CartItem, Favorite } from '../schemas';
import { reduceCart } from './cartProjection';
import { createEvent } from './createEvent';
import type { EventPayload } from './eventSchemas';
import { reduceFavorites } from './favoritesProjection';
import type { ProjectionState } from './projectionSchemas';

/** An event to append, without its envelope. */
export type JoinEvent =
  | { type: 'CartItemAdded'; payload: EventPayload<'CartItemAdded'> }
  | { type: 'FavoriteToggled'; payload: EventPayload<'FavoriteToggled'> };

/**
 * At login (DESIGN "The customer's log across devices"), the guest's cart and favourites on this device join the account's. A guest line the account
 * lacks is added; for the same product and variant (one cart line id, SPEC §3) the line keeps the larger of the
 * two quantities, never more than the stock where it is known (`stockOf`, null when not); a guest favourite the
 * account lacks is added. What the account already has is never lowered or removed. The answer is the events to
 * append after the account's log, so every device folds the join the same way.
 */
export function joinGuestLog(
  account: Pick<ProjectionState, 'cart' | 'favorites'>,
  guest: Pick<ProjectionState, 'cart' | 'favorites'>,
  stockOf: (item: CartItem) => number | null,
): JoinEvent[] {
  const lines = new Map(account.cart.cartProducts.map((line) => [line.id, line]));
  const joined: JoinEvent[] = [];
  for (const line of guest.cart.cartProducts) {
    const held = lines.get(line.id);
    const stock = stockOf(line);
    const wanted = Math.max(lineQuantity(line), held ? lineQuantity(held) : 0);
    const quantity = stock === null ? wanted : Math.min(wanted, stock);
    if (quantity < 1 || (held && quantity <= lineQuantity(held))) continue;
    joined.push({ type: 'CartItemAdded', payload: { item: { ...(held ?? line), quantity } } });
  }
  const favorites = new Set(account.favorites.map((favorite: Favorite) => String(favorite.id)));
  for (const favorite of guest.favorites) {
    if (!favorites.has(String(favorite.id))) joined.push({ type: 'FavoriteToggled', payload: { favorite } });
  }
  return joined;
}

/**
 * The cart and favourites as they will be once the guest's join is appended, which waits for the account's log to
 * be pulled: from the login on, a device folds the guest's lines in (already capped by the stock the device knew),
 * so the cart is never shown empty in between. The join appended later gives the same lines.
 */
export function withGuestJoined(
  state: ProjectionState,
  guest: Pick<ProjectionState, 'cart' | 'favorites'>,
): ProjectionState {
  let { cart, favorites } = state;
  joinGuestLog(state, guest, () => null).forEach((joined, index) => {
    const event = createEvent(`guest-join-${index}`, 0, joined.type, joined.payload);
    cart = reduceCart(cart, event);
    favorites = [...reduceFavorites(favorites, event)];
  });
  return { ...state, cart, favorites };
}

/** The guest's lines held for the join, each capped by the stock the device knows (`stockOf`, null when not). */
export function guestCappedByStock(
  guest: Pick<ProjectionState, 'cart' | 'favorites'>,
  stockOf: (item: CartItem) => number | null,
): Pick<ProjectionState, 'cart' | 'favorites'> {
  const cartProducts = guest.cart.cartProducts.flatMap((line) => {
    const stock = stockOf(line);
    const quantity = stock === null ? lineQuantity(line) : Math.min(lineQuantity(line), stock);
    return quantity < 1 ? [] : [{ ...line, quantity }];
  });
  return { cart: { ...guest.cart, cartProducts }, favorites: guest.favorites };
}
