import { useMemo } from 'react';
import type { CategoryDoc, ProductDoc, SyncStatusDoc } from '../../contract';
import { type CategoryPlace, categorySubtree, categoryView } from '../../domain';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { type Refresh, useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';

export interface CategoryProductsData extends Refresh {
  /** The category whose products are listed (the first subcategory of a level-1 category, SPEC §2). */
  shown: CategoryDoc | null;
  /** The subcategory pills, in their order; empty when there are none. */
  pills: CategoryDoc[];
  products: ProductDoc[];
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
 * One category's product list (SPEC §2 Category products page), read locally and refreshed on arrival. `watch`
 * false leaves the products to a sorted or filtered listing (useProductListing), which the worker works out.
 */
export function useCategoryProducts(categoryId: number, watch = true): CategoryProductsData {
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
    const { shownId, pillsOfId } = categoryView(requested, places);
    return {
      shown: categories.docs.find((doc) => doc.categoryId === shownId) ?? null,
      pills: pillsOfId === null ? [] : categories.docs.filter((doc) => doc.parentId === pillsOfId),
      subtree: categorySubtree(shownId, places),
    };
  }, [categories.docs, categoryId]);

  const subtreeKey = view?.subtree.join(',') ?? '';
  const products = useLiveQuery(
    subtreeKey && watch
      ? { collection: 'products', selector: { categoryId: { $in: subtreeKey.split(',').map(Number) } } }
      : null,
  );

  // The server lists a category's products in id order (docs/API.md); the local list keeps that order.
  const sorted = useMemo(() => [...products.docs].sort((a, b) => a.productId - b.productId), [products.docs]);

  return {
    shown: view?.shown ?? null,
    pills: view?.pills ?? [],
    products: sorted,
    subtree: view?.subtree ?? NO_CATEGORIES,
    ready: categories.ready && (products.ready || !watch),
    syncStatus,
    refreshing,
    refresh,
  };
}
