import type { RxJsonSchema } from 'rxdb/plugins/core';

/**
 * The home blocks that are lists of references: the featured categories and the arrival carousels. They hold ids
 * only; the categories and products themselves live in their own collections so one refresh updates every screen.
 */
export interface HomeSectionDoc {
  id: 'featured' | 'arrivals' | 'strip';
  categoryIds: number[];
  arrivals: { categoryId: number; productIds: number[] }[];
}

export const homeSectionSchema: RxJsonSchema<HomeSectionDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    categoryIds: { type: 'array', items: { type: 'number' } },
    arrivals: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          categoryId: { type: 'number' },
          productIds: { type: 'array', items: { type: 'number' } },
        },
        required: ['categoryId', 'productIds'],
      },
    },
  },
  required: ['id', 'categoryIds', 'arrivals'],
};
