/**
 * The data side of a server render (DESIGN "How data flows", first visit): the catalogue a route shows, fetched
 * by the same CatalogueSync the worker runs and stored in an in-memory RxDB of the catalogue collections alone, so
 * the documents a render reads, and inlines in the page, are exactly the ones the worker would store. Every page
 * gets a database of its own, so what it renders depends on its route, its language and the API's answers only.
 *
 * The open-source RxDB allows 13 collections open at once in one JavaScript context (DESIGN "The local
 * database"); a page holds six, so at most two pages are open at a time and further renders wait their turn.
 */
import { getRxStorageMemory } from 'rxdb/plugins/storage-memory';
import { type LiveQuery, PAGE_COLLECTIONS } from '../contract';
import { findLive, openShopDatabase, type ShopDatabase } from '../db';
import { createApiClient, type Language } from './apiClient';
import { CatalogueSync } from './catalogueSync';
import { SyncStatusRecorder } from './syncStatus';

/** The catalogue refreshes a route needs: its screen's own, and the category tree every header shows. */
export type PageRefresh =
  | { kind: 'home' }
  | { kind: 'categories' }
  | { kind: 'categoryProducts'; categoryId: number }
  | { kind: 'product'; productId: number }
  | { kind: 'reels' };

/**
 * The refreshes the screen of `pathname` asks the worker for on arrival (src/app/routes.tsx); every other route
 * (the private ones included) gets the category tree alone, for its header and menus.
 */
export function pageRefreshes(pathname: string): PageRefresh[] {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return [{ kind: 'home' }];
  const category = /^\/category\/(\d+)\/products$/.exec(path);
  if (category) return [{ kind: 'categoryProducts', categoryId: Number(category[1]) }];
  const product = /^\/product\/(\d+)$/.exec(path);
  if (product) return [{ kind: 'categories' }, { kind: 'product', productId: Number(product[1]) }];
  if (path === '/reels') return [{ kind: 'categories' }, { kind: 'reels' }];
  return [{ kind: 'categories' }];
}

function run(catalogue: CatalogueSync, refresh: PageRefresh): Promise<unknown> {
  switch (refresh.kind) {
    case 'home':
      return catalogue.refreshHome();
    case 'categories':
      return catalogue.refreshCategories();
    case 'categoryProducts':
      return catalogue.refreshCategoryProducts(refresh.categoryId);
    case 'product':
      return catalogue.refreshProduct(refresh.productId);
    case 'reels':
      return catalogue.refreshReels();
  }
}

export interface ServerPageOptions {
  /** The page's path and query, e.g. `/product/12`. */
  url: string;
  language: Language;
  /** Reaches the shop's API: on the reference server, its own app called in-process. */
  fetch: typeof fetch;
  /** Where the API lives for `fetch` (the client's VITE_API_BASE); `/api` by default. */
  apiBase?: string;
  now?: () => number;
}

/** One page's catalogue, filled: it answers the render's live queries until it is closed. */
export interface ServerPage {
  answer(query: LiveQuery): Promise<unknown[]>;
  close(): Promise<void>;
}

const MAX_OPEN_PAGES = Math.floor(13 / PAGE_COLLECTIONS.length);
let open = 0;
const waiting: (() => void)[] = [];

async function takeSlot(): Promise<void> {
  if (open < MAX_OPEN_PAGES) {
    open++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else open--;
}

let pageNumber = 0;

export async function openServerPage(options: ServerPageOptions): Promise<ServerPage> {
  const now = options.now ?? Date.now;
  await takeSlot();
  let db: ShopDatabase;
  try {
    db = await openShopDatabase({
      name: `page${pageNumber++}`,
      storage: getRxStorageMemory(),
      collections: PAGE_COLLECTIONS,
      multiInstance: false,
    });
  } catch (error) {
    releaseSlot();
    throw error;
  }
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    try {
      await db.remove();
    } finally {
      releaseSlot();
    }
  };
  try {
    const api = createApiClient({
      baseUrl: options.apiBase ?? '/api',
      language: () => options.language,
      fetch: options.fetch,
    });
    const catalogue = new CatalogueSync(db, api, new SyncStatusRecorder(db, now), now);
    const pathname = new URL(options.url, 'http://shop.invalid').pathname;
    // A failed call is recorded in sync_status like in the worker, and the page renders what it has.
    await Promise.all(pageRefreshes(pathname).map((refresh) => run(catalogue, refresh)));
    return {
      answer: async (query) => (await findLive(db, query).exec()).map((doc) => doc.toMutableJSON()),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}
