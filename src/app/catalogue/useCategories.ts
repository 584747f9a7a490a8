import { useMemo } from 'react';
import type { CategoryDoc, SyncStatusDoc } from '../../contract';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { type Refresh, useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';
import type { CategoryNode } from '../shell/header/useCategoryTree';

export interface CategoriesData extends Refresh {
  tree: CategoryNode[];
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

/** The category tree for the categories page (SPEC §2), from the local database, refreshed on arrival. */
export function useCategories(): CategoriesData {
  const sync = useSync();
  const { docs, ready } = useLiveQuery({ collection: 'categories', sort: [{ sort: 'asc' }] });
  const syncStatus = useSyncStatus('categories');
  const { refreshing, refresh } = useRefresh(() => sync.refreshCategories(), 'categories');

  const tree = useMemo(() => {
    const childrenOf = new Map<number | null, CategoryDoc[]>();
    for (const doc of docs) childrenOf.set(doc.parentId, [...(childrenOf.get(doc.parentId) ?? []), doc]);
    const build = (category: CategoryDoc): CategoryNode => ({
      category,
      children: (childrenOf.get(category.categoryId) ?? []).map(build),
    });
    return (childrenOf.get(null) ?? []).map(build);
  }, [docs]);

  return { tree, ready, syncStatus, refreshing, refresh };
}
