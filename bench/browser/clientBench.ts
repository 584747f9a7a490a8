/**
 * The page the client figures run in: the shop's own local database and sync engine on Chromium's real IndexedDB,
 * the storage shoppers have. Node's fake-indexeddb is fine for tests but slows down quadratically with thousands of
 * stored documents (a 3,000-product catalogue sync took 97 s there), so at 10,000 products it would time the fake.
 * Each call opens the database it names, as the worker does, and closes it before answering.
 */
import { EventLog, openShopDatabase } from '../../src/db';
import type { CatalogueSource } from '../../src/sync-worker';
import { cartChangeTimes } from './cartChange';
import { benchApi, engineFor, syncWholeCatalogue } from './catalogueSync';
import { rawDexieBulkPut } from './rawDexie';
import { searchTimes } from './searchTimes';

const clientBench = {
  /**
   * Empty database to every product stored (through the changes call, or the category lists); answers the time,
   * how many products were stored and how many the search index held when the sync was done.
   */
  async catalogueSync(
    apiBase: string,
    name: string,
    source: CatalogueSource,
  ): Promise<{ ms: number; stored: number; indexed: number; requests: number }> {
    const db = await openShopDatabase({ name });
    try {
      const { api, requests } = benchApi(apiBase, source);
      const engine = engineFor(db, api);
      const started = performance.now();
      await syncWholeCatalogue(engine, source);
      const ms = performance.now() - started;
      return {
        ms,
        stored: await db.products.count().exec(),
        indexed: await engine.search.size(),
        requests: requests.count,
      };
    } finally {
      await db.close();
    }
  },

  /** The same records a catalogue sync stored, put into a fresh Dexie database in one bulkPut (rawDexie.ts). */
  rawDexieBulkPut: (name: string) => rawDexieBulkPut(name),

  /** A second catalogue sync of a filled database when nothing changed: its time, requests and bytes read. */
  async warmRefresh(apiBase: string, name: string): Promise<{ ms: number; requests: number; bytes: number }> {
    const db = await openShopDatabase({ name });
    try {
      const { api, requests } = benchApi(apiBase);
      const engine = engineFor(db, api);
      await engine.search.size();
      const started = performance.now();
      await syncWholeCatalogue(engine, 'changes');
      return { ms: performance.now() - started, requests: requests.count, bytes: requests.bytes };
    } finally {
      await db.close();
    }
  },

  /** Search over a database the catalogue sync already filled. */
  async search(apiBase: string, name: string, words: string[], runs: number) {
    const db = await openShopDatabase({ name });
    try {
      return await searchTimes(db, () => engineFor(db, benchApi(apiBase).api), words, runs);
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
