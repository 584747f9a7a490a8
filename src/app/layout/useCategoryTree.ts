import { useMemo } from 'react';
import type { CategoryDoc } from '../../db';
import { useLiveQuery } from '../data/useLiveQuery';

export interface CategoryNode {
  category: CategoryDoc;
  children: CategoryNode[];
}

/**
 * The category tree of the menus (the drawer and the desktop nav bar), rebuilt from the flat rows the local
 * database stores: level-1 categories in their order, each with its children in theirs.
 */
export function useCategoryTree(): CategoryNode[] {
  const { docs } = useLiveQuery({ collection: 'categories', sort: [{ sort: 'asc' }] });
  return useMemo(() => {
    const childrenOf = new Map<number | null, CategoryDoc[]>();
    for (const doc of docs) {
      const siblings = childrenOf.get(doc.parentId) ?? [];
      siblings.push(doc);
      childrenOf.set(doc.parentId, siblings);
    }
    const build = (category: CategoryDoc): CategoryNode => ({
      category,
      children: (childrenOf.get(category.categoryId) ?? []).map(build),
    });
    return (childrenOf.get(null) ?? []).map(build);
  }, [docs]);
}
