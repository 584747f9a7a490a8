import type { Favorite } from '../schemas';
import type { ShopEvent } from './eventSchemas';

/** Ids are compared as strings: the ERP sends them as numbers or strings, and 5 and '5' are one product. */
const sameId = (a: Favorite, b: Favorite): boolean => String(a.id) === String(b.id);

/**
 * SPEC §4: the toggle adds or removes, and a duplicate id is never added, so the list holds each product once
 * (a favorite with an id already listed removes it rather than adding a second entry). SPEC §3: clear empties it.
 */
export function reduceFavorites(state: readonly Favorite[], event: ShopEvent): readonly Favorite[] {
  switch (event.type) {
    case 'FavoriteToggled': {
      const { favorite } = event.payload;
      return state.some((f) => sameId(f, favorite))
        ? state.filter((f) => !sameId(f, favorite))
        : [...state, favorite];
    }
    case 'FavoritesCleared':
      return [];
    default:
      return state;
  }
}
