/**
 * The local-first figures at catalogue scale: a reference server grown to the wanted number of products, the shop's
 * local database and sync engine in a Chromium page beside it, and the three measurements in order (the search
 * runs over the database the last catalogue sync filled).
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
  syncTimes: number[];
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
        let last = '';
        for (let run = 0; run < options.syncRuns; run++) {
          if (last) await page.call('removeDatabase', last);
          last = `bench-catalogue-${run}`;
          const { ms, stored } = await page.call('catalogueSync', server.apiBase, last);
          if (stored !== server.productCount)
            throw new Error(
              `the catalogue sync stored ${stored} products, the server has ${server.productCount}`,
            );
          syncTimes.push(ms);
        }
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
        return { products: server.productCount, syncTimes, search, cart, cartUncompacted };
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
