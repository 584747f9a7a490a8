import type { RxJsonSchema } from 'rxdb/plugins/core';

/** One product video of the reels screen (SPEC §3 Reel), in the server's order. */
export interface ReelDoc {
  id: string;
  reelId: number;
  productId: number;
  videoUrl: string;
  title: string | null;
  titleEn: string | null;
  description: string | null;
  descriptionEn: string | null;
  poster: string | null;
  sort: number;
}

export const reelSchema: RxJsonSchema<ReelDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    reelId: { type: 'number' },
    productId: { type: 'number' },
    videoUrl: { type: 'string' },
    title: { type: ['string', 'null'] },
    titleEn: { type: ['string', 'null'] },
    description: { type: ['string', 'null'] },
    descriptionEn: { type: ['string', 'null'] },
    poster: { type: ['string', 'null'] },
    sort: { type: 'number', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
  },
  required: [
    'id',
    'reelId',
    'productId',
    'videoUrl',
    'title',
    'titleEn',
    'description',
    'descriptionEn',
    'poster',
    'sort',
  ],
  indexes: ['sort'],
};
