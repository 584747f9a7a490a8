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
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

const place = (doc: CategoryDoc): CategoryPlace => ({
  id: doc.categoryId,
  parentId: doc.parentId,
  level: doc.level,
});

/** One category's product list (SPEC §2 Category products page), read locally and refreshed on arrival. */
export function useCategoryProducts(categoryId: number): CategoryProductsData {
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
    subtreeKey
      ? { collection: 'products', selector: { categoryId: { $in: subtreeKey.split(',').map(Number) } } }
      : null,
  );

  // The server lists a category's products in id order (docs/API.md); the local list keeps that order.
  const sorted = useMemo(() => [...products.docs].sort((a, b) => a.productId - b.productId), [products.docs]);

  return {
    shown: view?.shown ?? null,
    pills: view?.pills ?? [],
    products: sorted,
    ready: categories.ready && products.ready,
    syncStatus,
    refreshing,
    refresh,
  };
}
