/**
 * The yardstick of the catalogue sync: a raw Dexie `bulkPut` of the very records the sync stored. The records are
 * read straight from the products table RxDB's Dexie storage wrote (same fields, same `_meta`), and put into a fresh
 * Dexie database declared with that table's own primary key and indexes: what IndexedDB itself costs for this data,
 * without fetching, validating, RxDB or the search index.
 */
import Dexie from 'dexie';
import { productSchema } from '../../src/db/schemas/product.schema';

/** The IndexedDB database in which RxDB's Dexie storage keeps a collection (rxdb/plugins/storage-dexie). */
export const rxdbProductsDatabase = (name: string) =>
  `rxdb-dexie-${name}--${productSchema.version}--products`;

export async function rawDexieBulkPut(name: string): Promise<{ ms: number; count: number }> {
  const source = new Dexie(rxdbProductsDatabase(name));
  await source.open();
  const table = source.table('docs');
  const records = await table.toArray();
  const schema = [table.schema.primKey.src, ...table.schema.indexes.map((index) => index.src)].join(', ');
  source.close();

  const copyName = `${name}-raw-dexie`;
  await Dexie.delete(copyName);
  const copy = new Dexie(copyName);
  copy.version(1).stores({ docs: schema });
  await copy.open();
  try {
    const started = performance.now();
    await copy.table('docs').bulkPut(records);
    return { ms: performance.now() - started, count: records.length };
  } finally {
    copy.close();
    await Dexie.delete(copyName);
  }
}
