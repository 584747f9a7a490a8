// The server's search index (server/catalogue/product-search.ts) on an instance that hears catalogue changes: the
// changes are announced by the test here, so what the index does without an announcement shows.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CatalogueSearch } from '../../../server/catalogue/product-search';
import type { DatabaseHandle } from '../../../server/db/database';
import { openSeededDatabase } from '../../../server/testing';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openSeededDatabase();
});
afterAll(() => database.close());

describe('the search index of an instance that hears catalogue changes', () => {
  it('asks the database nothing between changes, and catches up once one is heard', async () => {
    const announced: (() => void)[] = [];
    const catalogue = new CatalogueSearch(database.db, { subscribe: (changed) => announced.push(changed) });
    expect(await catalogue.search('Zaffran', 5)).toEqual([]);
    await database.db.execute(sql`update products set name_en = 'Zaffran Kettle' where id = 4`);
    // Not announced yet: the index has not looked.
    expect(await catalogue.search('Zaffran', 5)).toEqual([]);
    for (const changed of announced) changed();
    expect(await catalogue.search('Zaffran', 5)).toEqual([4]);
  });

  it('lets searches that arrive during a catch-up wait for that one', async () => {
    const announced: (() => void)[] = [];
    const catalogue = new CatalogueSearch(database.db, { subscribe: (changed) => announced.push(changed) });
    const found = await Promise.all(
      ['Zaffran', 'zaffran kettle', 'ZAFF'].map((text) => catalogue.search(text, 5)),
    );
    expect(found).toEqual([[4], [4], [4]]);
  });
});
