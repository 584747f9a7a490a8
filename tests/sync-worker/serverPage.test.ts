/**
 * The data side of a server render (src/sync-worker/serverPage.ts): the route's catalogue, fetched by the real
 * CatalogueSync from the shop's API called in-process, stored in an in-memory RxDB of the catalogue collections,
 * answering live queries with the documents the worker would store.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { openSeededDatabase } from '../../server/testing';
import { openServerPage, pageRefreshes } from '../../src/sync-worker/serverPage';

let database: DatabaseHandle;
let inProcess: typeof fetch;
const asked: string[] = [];

beforeAll(async () => {
  database = await openSeededDatabase();
  const app = createApp({ db: database.db, mode: 'production' });
  inProcess = async (input, init) => {
    asked.push(`${new Headers(init?.headers).get('Accept-Language')} ${String(input)}`);
    return app.request(String(input), init);
  };
});
afterAll(() => database.close());

describe('the refreshes of a route', () => {
  it("are its screen's own, with the category tree every header shows", () => {
    expect(pageRefreshes('/')).toEqual([{ kind: 'home' }]);
    expect(pageRefreshes('/category/7/products')).toEqual([{ kind: 'categoryProducts', categoryId: 7 }]);
    expect(pageRefreshes('/product/12/')).toEqual([
      { kind: 'categories' },
      { kind: 'product', productId: 12 },
    ]);
    expect(pageRefreshes('/reels')).toEqual([{ kind: 'categories' }, { kind: 'reels' }]);
    for (const path of ['/categories/3/Phones', '/cart', '/profile', '/orders', '/nowhere'])
      expect(pageRefreshes(path), path).toEqual([{ kind: 'categories' }]);
  });
});

describe('a server page', () => {
  it('fills itself from the API in its language and answers live queries as the worker would', async () => {
    asked.length = 0;
    const page = await openServerPage({ url: '/product/12?ref=home', language: 'en', fetch: inProcess });
    try {
      expect(asked.sort()).toEqual(['en /api/getAllCatesWithSub', 'en /api/getProductById/12']);
      const [product] = (await page.answer({ collection: 'products', selector: { id: '12' } })) as Record<
        string,
        unknown
      >[];
      expect(product).toMatchObject({ id: '12', productId: 12 });
      expect(typeof product?.priceFils).toBe('number');
      expect(product).not.toHaveProperty('_rev');
      const categories = await page.answer({ collection: 'categories', sort: [{ sort: 'asc' }], limit: 3 });
      expect(categories).toHaveLength(3);
      const [status] = (await page.answer({ collection: 'sync_status', selector: { id: 'product:12' } })) as {
        error: unknown;
      }[];
      expect(status?.error).toBeNull();
    } finally {
      await page.close();
    }
  });

  it('records a failed call in the sync status, as the worker does, and still opens', async () => {
    const offline: typeof fetch = async () => {
      throw new TypeError('fetch failed');
    };
    const page = await openServerPage({ url: '/', language: 'ar', fetch: offline });
    try {
      const [status] = (await page.answer({ collection: 'sync_status', selector: { id: 'home' } })) as {
        error: string;
      }[];
      expect(status?.error).toBe('offline');
      expect(await page.answer({ collection: 'banners' })).toEqual([]);
    } finally {
      await page.close();
    }
  });

  it('keeps at most two pages open (six collections each, of the 13 RxDB allows), the next waiting its turn', async () => {
    const first = await openServerPage({ url: '/cart', language: 'ar', fetch: inProcess });
    const second = await openServerPage({ url: '/cart', language: 'en', fetch: inProcess });
    let thirdOpen = false;
    const third = openServerPage({ url: '/profile', language: 'ar', fetch: inProcess }).then((page) => {
      thirdOpen = true;
      return page;
    });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(thirdOpen).toBe(false);
    await first.close();
    const opened = await third;
    expect(thirdOpen).toBe(true);
    expect((await opened.answer({ collection: 'categories' })).length).toBeGreaterThan(0);
    await Promise.all([second.close(), opened.close()]);
  });
});
