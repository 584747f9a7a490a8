/**
 * The local-first figures at catalogue scale: a reference server grown to the wanted number of products, the shop's
 * local database and sync engine in a Chromium page beside it, and the measurements in order: each cold catalogue
 * sync (through the changes call, then through the category lists) with a raw Dexie bulkPut of the very records
 * it stored right after it, a warm refresh, then the search over the database the last sync filled.
 */
import type { CartChangeTimes } from './browser/cartChange';
import type { SearchTimes } from './browser/searchTimes';
import { buildClientPage, openClientPage, removeClientPage } from './clientPage';
import { startCatalogueServer } from './largeCatalogue';

export interface ClientFigureOptions {
  products: number;
  syncRuns: number;
  searchWords: readonly string[];
  searchRounds: number;
  cartHistory: number;
  cartRuns: number;
}

export interface ClientFigures {
  /** Products the server held and every sync run stored. */
  products: number;
  /** Cold catalogue syncs through the changes call. */
  syncTimes: number[];
  /** Raw Dexie bulkPuts of the records each of those syncs stored, in the same page. */
  rawTimes: number[];
  /** Cold catalogue syncs through the category lists (a backend without the changes call). */
  listSyncTimes: number[];
  /** A refresh of a synced catalogue when nothing changed. */
  warm: { ms: number; requests: number; bytes: number };
  search: SearchTimes;
  /** With the event log's default compaction. */
  cart: CartChangeTimes;
  /** The same history with compaction off: what the bound saves. */
  cartUncompacted: CartChangeTimes;
}

export async function measureClientFigures(options: ClientFigureOptions): Promise<ClientFigures> {
  const pageDir = await buildClientPage();
  try {
    const server = await startCatalogueServer(options.products, pageDir);
    try {
      if (server.productCount !== options.products)
        throw new Error(`the bench server holds ${server.productCount} products, not ${options.products}`);
      const page = await openClientPage(server.url);
      try {
        const syncTimes: number[] = [];
        const rawTimes: number[] = [];
        const listSyncTimes: number[] = [];
        let last = '';
        const sync = async (source: 'changes' | 'lists', run: number) => {
          if (last) await page.call('removeDatabase', last);
          last = `bench-catalogue-${source}-${run}`;
          const { ms, stored, indexed } = await page.call('catalogueSync', server.apiBase, last, source);
          if (stored !== server.productCount || indexed !== stored)
            throw new Error(
              `the catalogue sync stored ${stored} products and indexed ${indexed}; the server has ${server.productCount}`,
            );
          return ms;
        };
        for (let run = 0; run < options.syncRuns; run++) listSyncTimes.push(await sync('lists', run));
        for (let run = 0; run < options.syncRuns; run++) {
          syncTimes.push(await sync('changes', run));
          const raw = await page.call('rawDexieBulkPut', last);
          if (raw.count !== server.productCount)
            throw new Error(`the raw bulkPut wrote ${raw.count} records, not ${server.productCount}`);
          rawTimes.push(raw.ms);
        }
        const warm = await page.call('warmRefresh', server.apiBase, last);
        const search = await page.call(
          'search',
          server.apiBase,
          last,
          [...options.searchWords],
          options.searchRounds,
        );
        await page.call('removeDatabase', last);
        const cart = await page.call(
          'cartChange',
          'bench-cart',
          options.cartHistory,
          options.cartRuns,
          'default',
        );
        const cartUncompacted = await page.call(
          'cartChange',
          'bench-cart-uncompacted',
          options.cartHistory,
          options.cartRuns,
          'none',
        );
        return {
          products: server.productCount,
          syncTimes,
          rawTimes,
          listSyncTimes,
          warm,
          search,
          cart,
          cartUncompacted,
        };
      } finally {
        await page.close();
      }
    } finally {
      await server.close();
    }
  } finally {
    removeClientPage(pageDir);
  }
}
