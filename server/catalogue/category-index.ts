// The category tree held in memory for one request: the catalogue has tens of categories, so loading them all
// is cheaper and simpler than recursive SQL, and gives descendant totals in one pass.
import type { Database } from '../db/database';
import { type CategoryRow, countProductsPerCategory, listCategories } from '../db/queries/categories';

export type CategoryIndex = {
  get(id: number): CategoryRow | undefined;
  /** Categories in display order: level 1 by sort, each followed depth-first by its descendants. */
  ordered(): CategoryRow[];
  children(id: number | null): CategoryRow[];
  /** The category and all of its descendants. */
  subtreeIds(id: number): number[];
  /** Products of the category and all of its descendants (SPEC §3 total_products). */
  totalProducts(id: number): number;
};

export async function loadCategoryIndex(db: Database): Promise<CategoryIndex> {
  const [rows, directCounts] = await Promise.all([listCategories(db), countProductsPerCategory(db)]);
  return buildCategoryIndex(rows, directCounts);
}

export function buildCategoryIndex(rows: CategoryRow[], directCounts: Map<number, number>): CategoryIndex {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const childrenOf = new Map<number | null, CategoryRow[]>();
  for (const row of rows) {
    const siblings = childrenOf.get(row.parentId) ?? [];
    siblings.push(row);
    childrenOf.set(row.parentId, siblings);
  }
  for (const siblings of childrenOf.values()) siblings.sort((a, b) => a.sort - b.sort || a.id - b.id);

  const children = (id: number | null) => childrenOf.get(id) ?? [];
  const subtreeIds = (id: number): number[] => [id, ...children(id).flatMap((child) => subtreeIds(child.id))];
  const totals = new Map<number, number>();
  const totalProducts = (id: number): number => {
    const known = totals.get(id);
    if (known !== undefined) return known;
    const total = subtreeIds(id).reduce((sum, member) => sum + (directCounts.get(member) ?? 0), 0);
    totals.set(id, total);
    return total;
  };
  const walk = (id: number | null): CategoryRow[] => children(id).flatMap((row) => [row, ...walk(row.id)]);

  return {
    get: (id) => byId.get(id),
    ordered: () => walk(null),
    children,
    subtreeIds,
    totalProducts,
  };
}
