import type { RxJsonSchema } from 'rxdb/plugins/core';
import type { VariantAttribute, VariantSystem } from '../../domain';

/**
 * A product as the screens need it; prices are integer fils so no float reaches a total. The list fields come with
 * every product a list call returns; the detail fields (the description HTML, the variant system) come with the
 * product's own call alone (`detailFetchedAt` says when), and a list never erases them. A list brings the
 * description's first words as plain text (`summary`), which is all a card's quick add needs (SPEC §9 cart
 * subtext).
 */
export interface ProductDoc {
  id: string;
  productId: number;
  /**
   * Indexed: a category's list and its removals are read by it. 0 when the server names no category (ids start at
   * 1): never null, since IndexedDB leaves a null out of an index, and RxDB may plan any query through this one.
   */
  categoryId: number;
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
  summary?: string | null;
  images?: string[];
  sku?: string | null;
  barcode?: string | null;
  subLocation?: string | null;
  odooId?: number | null;
  weight?: number | null;
  variantSystem?: VariantSystem | null;
  /** The values the product's available variants have (a list's filters); null when the backend does not say. */
  options?: VariantAttribute[] | null;
  detailFetchedAt?: number | null;
}

const nullableText = { type: ['string', 'null'] } as const;
const nullableNumber = { type: ['number', 'null'] } as const;

/**
 * Version 1 indexes `categoryId` (0 for none, where version 0 stored null) and adds `summary`; version 2 adds
 * `options`. The products are a cache of the server's catalogue, so a stored document is kept
 * (`productMigrations`); the next sync fills the rest.
 */
export const productSchema: RxJsonSchema<ProductDoc> = {
  version: 2,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 20 },
    productId: { type: 'number' },
    categoryId: { type: 'number', minimum: 0, maximum: 2_147_483_647, multipleOf: 1 },
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
    summary: nullableText,
    images: { type: 'array', items: { type: 'string' } },
    sku: nullableText,
    barcode: nullableText,
    subLocation: nullableText,
    odooId: nullableNumber,
    weight: nullableNumber,
    variantSystem: { type: ['object', 'null'] },
    options: { type: ['array', 'null'], items: { type: 'object' } },
    detailFetchedAt: nullableNumber,
  },
  required: [
    'id',
    'productId',
    'categoryId',
    'name',
    'nameEn',
    'priceFils',
    'quantity',
    'hasVariants',
    'updatedAt',
  ],
  indexes: ['updatedAt', 'categoryId'],
};

/** One function per version step (RxDB's migration-schema plugin): each keeps every stored product. */
export const productMigrations = {
  1: (doc: Omit<ProductDoc, 'categoryId'> & { categoryId: number | null }): ProductDoc => ({
    ...doc,
    categoryId: doc.categoryId ?? 0,
  }),
  2: (doc: ProductDoc): ProductDoc => doc,
};
