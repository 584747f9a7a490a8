import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { startTestServer } from '../server/testing';
import { openShopDatabase } from '../src/db';
import { literalPattern } from '../src/domain';
import { createApiClient, SyncEngine } from '../src/sync-worker';

export interface SearchTimes {
  /** The local query over the stored catalogue: what the overlay shows on a keystroke. */
  local: number[];
  /** The server's search through the engine, its results stored: when the overlay has every result. */
  server: number[];
}

/**
 * Time to show search results over the seeded catalogue, in process: the engine stores the whole catalogue (every
 * category's products) first, then each run times the local name query and the server search for one word.
 */
export async function measureSearchLatency(runs: number, words: readonly string[]): Promise<SearchTimes> {
  const server = await startTestServer();
  const db = await openShopDatabase({
    name: 'bench-search',
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  const times: SearchTimes = { local: [], server: [] };
  try {
    const engine = new SyncEngine(db, createApiClient({ baseUrl: server.apiBase, language: () => 'en' }));
    await engine.refreshHome();
    const tops = await db.categories.find({ selector: { level: 1 } }).exec();
    for (const top of tops) await engine.catalogue.refreshCategoryProducts(top.categoryId);

    for (let run = 0; run < runs; run++) {
      const word = words[run % words.length] ?? '';
      const contains = { $regex: literalPattern(word), $options: 'i' };
      let started = performance.now();
      await db.products
        .find({ selector: { $or: [{ name: contains }, { nameEn: contains }] }, limit: 50 })
        .exec();
      times.local.push(performance.now() - started);

      started = performance.now();
      const answer = await engine.catalogue.search(word);
      times.server.push(performance.now() - started);
      if (answer.error) throw new Error(`search failed: ${answer.error}`);
    }
    console.log(`  catalogue stored for search: ${await db.products.count().exec()} products`);
  } finally {
    await db.close();
    await server.close();
  }
  return times;
}
