/** The parts of a category the category products page decides by. */
export interface CategoryPlace {
  id: number;
  parentId: number | null;
  level: number;
}

export interface CategoryView {
  /** The category whose products are listed. */
  shownId: number;
  /** The category whose children are the subcategory pills; null when there are no pills to show. */
  pillsOfId: number | null;
}

/**
 * SPEC §2 Category products page: a level-1 category that has subcategories loads its first subcategory instead,
 * and its subcategories become the pills. Any other category lists itself, with its siblings as the pills so the
 * shopper can move across the same group; a top category without children has no pills.
 *
 * `whole` is the pills' "All" (SPEC is silent on it): a category with subcategories lists itself, all of its
 * products, with its subcategories as the pills, whatever its level.
 */
export function categoryView(
  requested: CategoryPlace,
  all: readonly CategoryPlace[],
  whole = false,
): CategoryView {
  const childrenOf = (id: number) => all.filter((c) => c.parentId === id);
  const children = childrenOf(requested.id);
  const first = children[0];
  if (whole && first) return { shownId: requested.id, pillsOfId: requested.id };
  if (requested.level === 1 && first) return { shownId: first.id, pillsOfId: requested.id };
  if (requested.parentId === null) return { shownId: requested.id, pillsOfId: null };
  return { shownId: requested.id, pillsOfId: requested.parentId };
}

/** The category and every category below it: a category's product list includes its descendants' products. */
export function categorySubtree(rootId: number, all: readonly CategoryPlace[]): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i++) {
    for (const child of all) if (child.parentId === ids[i] && !ids.includes(child.id)) ids.push(child.id);
  }
  return ids;
}
