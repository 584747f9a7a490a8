import type { RxJsonSchema } from 'rxdb/plugins/core';

/** One category of the tree, stored flat: the tree is rebuilt from parent_id and sort. */
export interface CategoryDoc {
  id: string;
  categoryId: number;
  parentId: number | null;
  level: number;
  sort: number;
  name: string;
  nameEn: string;
  image: string | null;
  totalProducts: number;
}

export const categorySchema: RxJsonSchema<CategoryDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    categoryId: { type: 'number' },
    parentId: { type: ['number', 'null'] },
    level: { type: 'number', minimum: 1, maximum: 9, multipleOf: 1 },
    sort: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
    name: { type: 'string' },
    nameEn: { type: 'string' },
    image: { type: ['string', 'null'] },
    totalProducts: { type: 'number' },
  },
  required: ['id', 'categoryId', 'parentId', 'level', 'sort', 'name', 'nameEn', 'image', 'totalProducts'],
  indexes: ['level', 'sort'],
};
