/**
 * The page the client figures run in: the shop's own local database and sync engine on Chromium's real IndexedDB,
 * the storage shoppers have. Node's fake-indexeddb is fine for tests but slows down quadratically with thousands of
 * stored documents (a 3,000-product catalogue sync took 97 s there), so at 10,000 products it would time the fake.
 * Each call opens the database it names, as the worker does, and closes it before answering.
 */
import { EventLog, openShopDatabase, type ShopDatabase } from '../../src/db';
import { createApiClient, SyncEngine } from '../../src/sync-worker';
import { cartChangeTimes } from './cartChange';
import { syncWholeCatalogue } from './catalogueSync';
import { searchTimes } from './searchTimes';

const engineFor = (db: ShopDatabase, apiBase: string) =>
  new SyncEngine(db, createApiClient({ baseUrl: apiBase, language: () => 'ar' }));

const clientBench = {
  /** Empty database to every product stored; answers the time and how many products were stored. */
  async catalogueSync(apiBase: string, name: string): Promise<{ ms: number; stored: number }> {
    const db = await openShopDatabase({ name });
    try {
      const started = performance.now();
      await syncWholeCatalogue(engineFor(db, apiBase), db);
      const ms = performance.now() - started;
      return { ms, stored: await db.products.count().exec() };
    } finally {
      await db.close();
    }
  },

  /** Search over a database the catalogue sync already filled. */
  async search(apiBase: string, name: string, words: string[], runs: number) {
    const db = await openShopDatabase({ name });
    try {
      return await searchTimes(db, engineFor(db, apiBase), words, runs);
    } finally {
      await db.close();
    }
  },

  /**
   * A cart change through the event log after `history` earlier changes: with the default compaction, the history
   * made by real appends; without compaction, written in one go (replaying a growing log per append would take
   * minutes).
   */
  async cartChange(name: string, history: number, runs: number, compaction: 'default' | 'none') {
    const db = await openShopDatabase({ name });
    try {
      if (compaction === 'default') return await cartChangeTimes(db, new EventLog(db), history, runs, true);
      const log = new EventLog(db, { compactionBound: Number.POSITIVE_INFINITY });
      return await cartChangeTimes(db, log, history, runs, false);
    } finally {
      await db.remove();
    }
  },

  async removeDatabase(name: string): Promise<void> {
    const db = await openShopDatabase({ name });
    await db.remove();
  },
};

export type ClientBench = typeof clientBench;

declare global {
  interface Window {
    clientBench: ClientBench;
  }
}

window.clientBench = clientBench;
