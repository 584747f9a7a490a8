import type { Favorite } from '../schemas';
import { filsToKd } from '../shared/money';
import type { CartProductSource } from './cartItemFromProduct';

/**
 * SPEC §3 Favorite, from a stored product: the names in both languages (name Arabic, title English, as on a cart
 * item), the price in KD, the stock as quantity, and the time it was added, which the caller reads from its clock.
 */
export function favoriteFromProduct(product: CartProductSource, addedAt: string): Favorite {
  return {
    id: product.productId,
    name: product.name,
    title: product.nameEn || product.name,
    price: filsToKd(product.priceFils),
    description: product.description ?? product.summary ?? null,
    image: product.image,
    quantity: product.quantity,
    addedAt,
  };
}

/** Favorites are keyed by product id, which the ERP sends as a number or a string (see favoritesProjection). */
export function isFavorite(favorites: readonly Favorite[], productId: number | string): boolean {
  return favorites.some((favorite) => String(favorite.id) === String(productId));
}
