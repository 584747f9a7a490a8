import type { RxJsonSchema } from 'rxdb/plugins/core';

export interface BannerDoc {
  id: string;
  image: string;
  bannerType: string;
  link: string | null;
  sort: number;
}

export const bannerSchema: RxJsonSchema<BannerDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    image: { type: 'string' },
    bannerType: { type: 'string' },
    link: { type: ['string', 'null'] },
    sort: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
  },
  required: ['id', 'image', 'bannerType', 'link', 'sort'],
  indexes: ['sort'],
};
