import { useMemo } from 'react';
import type { CategoryDoc, LiveQuery } from '../../../contract';
import { useLiveQuery } from '../../data/useLiveQuery';
import { useOnPage } from '../../data/useOnPage';

export interface CategoryNode {
  category: CategoryDoc;
  children: CategoryNode[];
}

const TOP_LEVEL: LiveQuery<'categories'> = {
  collection: 'categories',
  selector: { level: 1 },
  sort: [{ sort: 'asc' }],
};
const WHOLE_TREE: LiveQuery<'categories'> = { collection: 'categories', sort: [{ sort: 'asc' }] };

/**
 * The category tree of the menus (the drawer and the desktop nav bar), rebuilt from the flat rows the local
 * database stores: level-1 categories in their order, each with its children in theirs.
 *
 * The top level is asked at once, the rest once the page is on screen (an effect, which a server render never
 * runs): every page's HTML carries the nav bar's top links and their data, not the whole tree twice (as data and as
 * the nav bar's hidden panels), and the panels and the drawer, which open on a press, fill in after hydration.
 */
export function useCategoryTree(): CategoryNode[] {
  const mounted = useOnPage();
  const top = useLiveQuery(TOP_LEVEL);
  const whole = useLiveQuery(mounted ? WHOLE_TREE : null);
  // Until the worker answers for the whole tree, the top level holds the nav bar.
  const docs = mounted && whole.ready ? whole.docs : top.docs;
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
