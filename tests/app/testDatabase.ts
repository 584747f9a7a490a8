import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { openShopDatabase, type ShopDatabase } from '../../src/db';

const open: ShopDatabase[] = [];
let counter = 0;

/**
 * A fresh in-memory shop database per test. RxDB allows 13 open collections per JavaScript context, so every
 * test file closes what it opened with `closeTestDatabases` after each test.
 */
export async function openTestDatabase(): Promise<ShopDatabase> {
  counter += 1;
  const db = await openShopDatabase({
    name: `app-test-${Date.now()}-${counter}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  open.push(db);
  return db;
}

export async function closeTestDatabases(): Promise<void> {
  await Promise.all(open.splice(0).map((db) => db.close()));
}
