import { useCallback, useMemo } from 'react';
import type { ProductDoc } from '../../contract';
import { type Favorite, favoriteFromProduct, isFavorite } from '../../domain';
import { useEventLog, useShopState } from '../data/EventLogContext';

export interface FavoritesData {
  favorites: readonly Favorite[];
  /** False until the event log's projection has been read once. */
  ready: boolean;
  isFavorite: (productId: number) => boolean;
  toggle: (product: ProductDoc) => Promise<void>;
  clear: () => Promise<void>;
}

/**
 * The shopper's favorites (SPEC §2 Favorites, §4): a fold of the event log, so they survive reloads and show in
 * every tab. Toggling and clearing append events; the reducer ignores a duplicate id.
 */
export function useFavorites(): FavoritesData {
  const eventLog = useEventLog();
  const state = useShopState();
  const favorites = useMemo(() => state?.favorites ?? [], [state]);

  const toggle = useToggleFavorite();
  const clear = useCallback(async () => {
    await eventLog.append('FavoritesCleared', {});
  }, [eventLog]);
  const has = useCallback((productId: number) => isFavorite(favorites, productId), [favorites]);

  return { favorites, ready: state !== null, isFavorite: has, toggle, clear };
}

/** Toggling alone, for a button that reads its own product's state (useShopSelection) rather than every favorite. */
export function useToggleFavorite(): (product: ProductDoc) => Promise<void> {
  const eventLog = useEventLog();
  return useCallback(
    async (product: ProductDoc) => {
      await eventLog.append('FavoriteToggled', {
        favorite: favoriteFromProduct(product, new Date().toISOString()),
      });
    },
    [eventLog],
  );
}
