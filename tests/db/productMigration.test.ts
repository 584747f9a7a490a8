import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { openShopDatabase, type ProductDoc, type ShopDatabase } from '../../src/db';
import { productSchema } from '../../src/db/schemas/product.schema';

let db: ShopDatabase | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

const dexie = { indexedDB, IDBKeyRange };

/** The products as builds before the offline search stored them: schema version 0, no categoryId index, no summary. */
const versionZero = {
  ...productSchema,
  version: 0,
  required: productSchema.required?.filter((field) => field !== 'categoryId'),
  indexes: ['updatedAt'],
  properties: Object.fromEntries(
    Object.entries(productSchema.properties).filter(([field]) => field !== 'summary'),
  ),
};

const stored: Omit<ProductDoc, 'categoryId'> & { categoryId: number | null } = {
  id: '7',
  productId: 7,
  categoryId: 3,
  name: 'غطاء شفاف أنكر',
  nameEn: 'Anker Clear Case',
  priceFils: 2500,
  oldPriceFils: null,
  image: null,
  quantity: 4,
  hasVariants: false,
  updatedAt: 1,
  description: '<p>غطاء</p>',
};

describe('the products collection across a schema change (DESIGN: the local database)', () => {
  it('keeps the products an earlier build stored and finds them by category through the new index', async () => {
    const old = await createRxDatabase({
      name: 'migrate-products',
      storage: getRxStorageDexie(dexie),
      multiInstance: false,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the old schema is typed by what it was, not by today's document.
    const { products } = await old.addCollections({ products: { schema: versionZero as any } });
    await products.bulkInsert([stored, { ...stored, id: '8', productId: 8, categoryId: null, updatedAt: 2 }]);
    await old.close();

    db = await openShopDatabase({ name: 'migrate-products', dexie, multiInstance: false });
    const found = await db.products.find({ selector: { categoryId: { $in: [3] } } }).exec();
    expect(found.map((doc) => doc.toJSON())).toEqual([expect.objectContaining(stored)]);
    // Version 0 stored null for "no category": migrated to 0, so the product stays in every index.
    const newest = await db.products.find({ sort: [{ updatedAt: 'desc' }] }).exec();
    expect(newest.map((doc) => [doc.id, doc.categoryId])).toEqual([
      ['8', 0],
      ['7', 3],
    ]);
  });
});
