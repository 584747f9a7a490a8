import type { RxJsonSchema } from 'rxdb/plugins/core';

/** A product as a card needs it; prices are integer fils so no float reaches a total. */
export interface ProductDoc {
  id: string;
  productId: number;
  categoryId: number | null;
  name: string;
  nameEn: string;
  priceFils: number;
  oldPriceFils: number | null;
  image: string | null;
  quantity: number;
  hasVariants: boolean;
  updatedAt: number;
}

export const productSchema: RxJsonSchema<ProductDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    productId: { type: 'number' },
    categoryId: { type: ['number', 'null'] },
    name: { type: 'string' },
    nameEn: { type: 'string' },
    priceFils: { type: 'number' },
    oldPriceFils: { type: ['number', 'null'] },
    image: { type: ['string', 'null'] },
    quantity: { type: 'number' },
    hasVariants: { type: 'boolean' },
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
  },
  required: ['id', 'productId', 'name', 'nameEn', 'priceFils', 'quantity', 'hasVariants', 'updatedAt'],
  indexes: ['updatedAt'],
};
