// Category in the shape of docs/API.md. Trees nest children under `sub` (menus) or `childrens` (home and the
// categories page), the two names SPEC §3 gives.
import type { CategoryIndex } from '../catalogue/category-index';
import type { CategoryRow } from '../db/queries/categories';

export type ApiCategory = {
  id: number;
  name: string;
  name_en: string;
  image: string | null;
  level: number;
  parent_id: number | null;
  total_products: number;
  sub?: ApiCategory[];
  childrens?: ApiCategory[];
};

export type ChildrenKey = 'sub' | 'childrens';

export function presentCategory(row: CategoryRow, index: CategoryIndex): ApiCategory {
  return {
    id: row.id,
    name: row.name,
    name_en: row.nameEn,
    image: row.image,
    level: row.level,
    parent_id: row.parentId,
    total_products: index.totalProducts(row.id),
  };
}

export function presentCategoryTree(row: CategoryRow, index: CategoryIndex, key: ChildrenKey): ApiCategory {
  const children = index.children(row.id).map((child) => presentCategoryTree(child, index, key));
  return { ...presentCategory(row, index), [key]: children };
}
