import type { RxJsonSchema } from 'rxdb/plugins/core';
import type { VariantSystem } from '../../domain';

/**
 * A product as the screens need it; prices are integer fils so no float reaches a total. The list fields come with
 * every product a list call returns; the detail fields are filled by the list calls that carry them and by the
 * product's own call, which alone brings the variant system (`detailFetchedAt` says when).
 */
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
  description?: string | null;
  descriptionEn?: string | null;
  images?: string[];
  sku?: string | null;
  barcode?: string | null;
  subLocation?: string | null;
  odooId?: number | null;
  weight?: number | null;
  variantSystem?: VariantSystem | null;
  detailFetchedAt?: number | null;
}

const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

export const productSchema: RxJsonSchema<ProductDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    productId: { type: 'number' },
    categoryId: nullableNumber,
    name: { type: 'string' },
    nameEn: { type: 'string' },
    priceFils: { type: 'number' },
    oldPriceFils: nullableNumber,
    image: nullableText,
    quantity: { type: 'number' },
    hasVariants: { type: 'boolean' },
    updatedAt: { type: 'number', minimum: 0, maximum: 1e15, multipleOf: 1 },
    description: nullableText,
    descriptionEn: nullableText,
    images: { type: 'array', items: { type: 'string' } },
    sku: nullableText,
    barcode: nullableText,
    subLocation: nullableText,
    odooId: nullableNumber,
    weight: nullableNumber,
    variantSystem: { type: ['object', 'null'] },
    detailFetchedAt: nullableNumber,
  },
  required: ['id', 'productId', 'name', 'nameEn', 'priceFils', 'quantity', 'hasVariants', 'updatedAt'],
  indexes: ['updatedAt'],
};
