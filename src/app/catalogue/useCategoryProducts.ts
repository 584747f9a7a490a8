import { useMemo } from 'react';
import type { CategoryDoc, ProductDoc, SyncStatusDoc } from '../../contract';
import { CATEGORY_FIRST_SCREEN, type CategoryPlace, categorySubtree, categoryView } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { type Refresh, useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';

export interface CategoryProductsData extends Refresh {
  /** The category whose products are listed (the first subcategory of a level-1 category, SPEC §2). */
  shown: CategoryDoc | null;
  /** The category the pills are the subcategories of, listed whole by their "All"; null when there are no pills. */
  pillsOf: CategoryDoc | null;
  /** The subcategory pills, in their order; empty when there are none. */
  pills: CategoryDoc[];
  /** The first screen of the list, as the server renders it before the whole list is worked out. */
  firstScreen: ProductDoc[];
  /** The categories whose products the list holds: the shown one and every one below it. */
  subtree: number[];
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

const NO_CATEGORIES: number[] = [];

const place = (doc: CategoryDoc): CategoryPlace => ({
  id: doc.categoryId,
  parentId: doc.parentId,
  level: doc.level,
});

/**
 * One category (SPEC §2 Category products page): its place among the categories, the first screen of its products
 * (a live query the server render answers too), read locally and refreshed on arrival. The whole list, windowed,
 * sorted and filtered, is the worker's (useProductListing). `whole` asks for all of a category that has
 * subcategories (the pills' "All"), where SPEC opens a level-1 one on its first subcategory.
 */
export function useCategoryProducts(categoryId: number, whole = false): CategoryProductsData {
  const sync = useSync();
  const categories = useLiveQuery({ collection: 'categories', sort: [{ sort: 'asc' }] });
  const syncStatus = useSyncStatus(`category:${categoryId}`);
  const { refreshing, refresh } = useRefresh(
    () => sync.refreshCategoryProducts(categoryId),
    `category:${categoryId}`,
  );

  const view = useMemo(() => {
    const places = categories.docs.map(place);
    const requested = places.find((c) => c.id === categoryId);
    if (!requested) return null;
    const { shownId, pillsOfId } = categoryView(requested, places, whole);
    return {
      shown: categories.docs.find((doc) => doc.categoryId === shownId) ?? null,
      pillsOf: categories.docs.find((doc) => doc.categoryId === pillsOfId) ?? null,
      pills: pillsOfId === null ? [] : categories.docs.filter((doc) => doc.parentId === pillsOfId),
      subtree: categorySubtree(shownId, places),
    };
  }, [categories.docs, categoryId, whole]);

  const subtreeKey = view?.subtree.join(',') ?? '';
  // The server lists a category's products in id order (docs/API.md); the local list keeps that order.
  const products = useLiveQuery(
    subtreeKey
      ? {
          collection: 'products',
          selector: { categoryId: { $in: subtreeKey.split(',').map(Number) } },
          sort: [{ productId: 'asc' }],
          limit: CATEGORY_FIRST_SCREEN,
        }
      : null,
  );

  return {
    shown: view?.shown ?? null,
    pillsOf: view?.pillsOf ?? null,
    pills: view?.pills ?? [],
    firstScreen: products.docs,
    subtree: view?.subtree ?? NO_CATEGORIES,
    ready: categories.ready && products.ready,
    syncStatus,
    refreshing,
    refresh,
  };
}
