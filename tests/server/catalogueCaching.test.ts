// Catalogue answers a CDN can cache (SPEC §7 Catalogue and content; docs/API.md, "Caching of catalogue answers").
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { hearCatalogueChanges } from '../../server/catalogue/catalogue-changes-heard';
import { catalogueCacheControl, cataloguePaths } from '../../server/http/catalogue-cache';
import { type LoggedIn, logIn } from './support/customers';
import { openSeededApp, type SeededApp } from './support/seeded-app';
import { unusedDatabase } from './support/unused-database';

let shop: SeededApp;
let customer: LoggedIn;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development' });
  customer = await logIn(shop);
});
afterAll(() => shop.close());

/** One URL per catalogue path of SPEC §7 (and the home categories and arrivals it mentions). */
const catalogueUrls = [
  '/api/getAllCatesWithSubWeb',
  '/api/getAllCatesWithSub',
  '/api/getListSubTwoCategory',
  '/api/getHomeCategories',
  '/api/category/1/products',
  '/api/getProductById/1',
  '/api/hasVariants/1',
  '/api/getProductName?name=Smartphone',
  '/api/getBanners',
  '/api/sections',
  '/api/get-reels',
  '/api/get-featured-categories',
  '/api/getArrivals',
  '/api/deliveryCharges_admin',
  '/api/delivery/estimates',
];

const tagPattern = /^"(ar|en)-[A-Za-z0-9_-]{27}"$/;

const fetchFrom = (path: string, headers: Record<string, string> = {}) => shop.request(path, { headers });

const tagOf = async (path: string, language = 'ar') => {
  const response = await fetchFrom(path, { 'Accept-Language': language });
  expect(response.status, path).toBe(200);
  const tag = response.headers.get('ETag');
  expect(tag, path).toMatch(tagPattern);
  return tag as string;
};

describe('catalogue answers carry a tag and may be cached for a minute', () => {
  it.each(catalogueUrls)('%s', async (path) => {
    const response = await fetchFrom(path, { 'Accept-Language': 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(response.headers.get('Vary')).toContain('Accept-Language');
    // A strong tag: the language and a SHA-1 of the exact bytes of the body.
    const body = new Uint8Array(await response.arrayBuffer());
    expect(response.headers.get('ETag')).toBe(`"en-${createHash('sha1').update(body).digest('base64url')}"`);
  });

  it('is checked above on one URL of every catalogue path', () => {
    const patternOf = (path: string) => new RegExp(`^/api${path.replaceAll(':id', '\\d+')}(\\?|$)`);
    for (const path of cataloguePaths) {
      expect(
        catalogueUrls.filter((url) => patternOf(path).test(url)),
        path,
      ).toHaveLength(1);
    }
    expect(catalogueUrls).toHaveLength(cataloguePaths.length);
  });

  it('gives the same tag to the same answer, so a CDN can revalidate it', async () => {
    expect(await tagOf('/api/getArrivals')).toBe(await tagOf('/api/getArrivals'));
    expect(await tagOf('/api/getProductById/1')).not.toBe(await tagOf('/api/getProductById/2'));
  });
});

describe('a request with If-None-Match', () => {
  const path = '/api/getProductById/1';

  it('gets 304 Not Modified with no body, but the tag and caching headers of the 200', async () => {
    const tag = await tagOf(path);
    const response = await fetchFrom(path, { 'If-None-Match': tag });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe('');
    expect(response.headers.get('ETag')).toBe(tag);
    expect(response.headers.get('Cache-Control')).toBe(catalogueCacheControl);
    expect(response.headers.get('Vary')).toContain('Accept-Language');
    expect(response.headers.get('Content-Language')).toBe('ar');
    expect(response.headers.get('Content-Type')).toBeNull();
  });

  it('matches one tag of a list, a weak form of the tag, and *', async () => {
    const tag = await tagOf(path);
    for (const ifNoneMatch of [`"ar-older", ${tag}`, `W/${tag}`, '*']) {
      const response = await fetchFrom(path, { 'If-None-Match': ifNoneMatch });
      expect(response.status, ifNoneMatch).toBe(304);
    }
  });

  it('gets the full answer when its tag is not the current one', async () => {
    const response = await fetchFrom(path, { 'If-None-Match': '"ar-older", "en-other"' });
    expect(response.status).toBe(200);
    expect(response.headers.get('ETag')).toMatch(tagPattern);
    expect(await response.json()).toMatchObject({ status: true });
  });

  it('answers HEAD with 304 too', async () => {
    const tag = await tagOf(path);
    const response = await shop.request(path, { method: 'HEAD', headers: { 'If-None-Match': tag } });
    expect(response.status).toBe(304);
  });

  it('keeps the CORS origin header on a 304 in development, for the Vite dev server', async () => {
    const tag = await tagOf(path);
    const response = await fetchFrom(path, { Origin: 'http://localhost:5173', 'If-None-Match': tag });
    expect(response.status).toBe(304);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });
});

describe('the language of the reply', () => {
  it('makes the tag differ, so an Arabic copy never revalidates an English one', async () => {
    const path = '/api/getHomeCategories';
    const arabic = await tagOf(path, 'ar');
    const english = await tagOf(path, 'en');
    expect(arabic.startsWith('"ar-')).toBe(true);
    expect(english.startsWith('"en-')).toBe(true);
    expect(arabic).not.toBe(english);
    expect(await tagOf(path, 'en-US,en;q=0.9')).toBe(english);
    const crossed = await fetchFrom(path, { 'Accept-Language': 'en', 'If-None-Match': arabic });
    expect(crossed.status).toBe(200);
    expect(crossed.headers.get('Content-Language')).toBe('en');
  });
});

describe('errors are never cached', () => {
  it.each([
    ['/api/getProductById/999999', 404],
    ['/api/hasVariants/999999', 404],
    ['/api/category/999999/products', 404],
    ['/api/category/abc/products', 400],
    [`/api/getProductName?name=${'a'.repeat(101)}`, 400],
  ])('%s answers %i with no-store and no tag', async (path, status) => {
    const response = await fetchFrom(path, { 'If-None-Match': '*' });
    expect(response.status).toBe(status);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('ETag')).toBeNull();
  });

  it('marks a fault of the server no-store', async () => {
    const broken = createApp({ db: unusedDatabase, mode: 'production', logError: vi.fn() });
    const response = await broken.request('/api/getBanners');
    expect(response.status).toBe(500);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('ETag')).toBeNull();
  });
});

describe('what is not catalogue gets no public caching', () => {
  it.each(['/api/user/{id}/orders', '/api/user/{id}/addresses', '/api/getPromoValid/GULF25'])(
    '%s',
    async (template) => {
      const path = template.replace('{id}', String(customer.id));
      const response = await fetchFrom(path, {
        Authorization: `Bearer ${customer.token}`,
        'If-None-Match': '*',
      });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('ETag'), path).toBeNull();
      expect(response.headers.get('Cache-Control') ?? '', path).not.toContain('public');
    },
  );

  it('routes no other GET under /api through the catalogue caching', () => {
    const app = createApp({ db: unusedDatabase, mode: 'production' });
    const notCatalogue = [
      '/address/:id',
      '/user/:userId/addresses',
      '/user/:userId/orders',
      '/order/:orderId/:userId',
      '/payment/status',
      '/pay/:invoiceId',
      '/getPromoValid/:code',
      '/geocode/reverse',
      // A customer's own log, and its live stream (DESIGN "The customer's log across devices").
      '/customer/log',
      '/customer/log/stream',
      // Answers what changed since the client's version: cached, "nothing changed" would go stale (no-store).
      '/catalogue/changes',
      // The backend contract: the same for every catalogue version.
      '/openapi.json',
    ];
    const apiGets = new Set(
      app.routes
        .filter((route) => route.method === 'GET' && route.path.startsWith('/api/'))
        .map((route) => route.path.slice('/api'.length)),
    );
    // A new GET must be sorted into one list or the other.
    expect(apiGets).toEqual(new Set([...cataloguePaths, ...notCatalogue]));
  });
});

describe('a change to the catalogue', () => {
  it('changes the tag, so the next revalidation gets the new price', async () => {
    const product = '/api/getProductById/1';
    const { data } = (await (await fetchFrom(product)).json()) as {
      data: { price: number; category: number };
    };
    const category = `/api/category/${data.category}/products`;
    const before = await tagOf(product);
    const listingBefore = await tagOf(category);
    await shop.database.db.execute(sql`update products set price = price + 1 where id = 1`);
    const after = await fetchFrom(product, { 'If-None-Match': before });
    expect(after.status).toBe(200);
    expect(after.headers.get('ETag')).toMatch(tagPattern);
    expect(after.headers.get('ETag')).not.toBe(before);
    expect(await after.json()).toMatchObject({ data: { price: data.price + 1 } });
    expect(await tagOf(category)).not.toBe(listingBefore);
  });
});

describe('answers kept in memory (docs/API.md, "Caching of catalogue answers")', () => {
  it('never serve the old price once the change is heard from the database', async () => {
    const heard = await hearCatalogueChanges(shop.database);
    const app = createApp({ db: shop.database.db, mode: 'development', catalogueChanges: heard });
    try {
      const priceOf = async () =>
        ((await (await app.request('/api/getProductById/2')).json()) as { data: { price: number } }).data
          .price;
      const before = await priceOf();
      expect(await priceOf()).toBe(before);
      // Told after the kept answers are dropped: subscribers are told in the order they subscribed.
      const changeHeard = new Promise<void>((resolve) => heard.subscribe(resolve));
      await shop.database.db.execute(sql`update products set price = price + 1 where id = 2`);
      await changeHeard;
      expect(await priceOf()).toBe(before + 1);
    } finally {
      await heard.stop();
    }
  });

  it('keep the catalogue changes answer for this instance only (no-store), and never past a change', async () => {
    const heard = await hearCatalogueChanges(shop.database);
    const app = createApp({ db: shop.database.db, mode: 'development', catalogueChanges: heard });
    try {
      type Changes = { data: { version: string; products: { id: number }[] } };
      const changesSince = async (version: string) => {
        const reply = await app.request(`/api/catalogue/changes?since=${version}`);
        expect(reply.headers.get('Cache-Control')).toBe('no-store');
        return ((await reply.json()) as Changes).data;
      };
      const { version } = ((await (await app.request('/api/catalogue/changes')).json()) as Changes).data;
      expect((await changesSince(version)).products).toEqual([]);
      expect((await changesSince(version)).products).toEqual([]);
      const changeHeard = new Promise<void>((resolve) => heard.subscribe(resolve));
      await shop.database.db.execute(sql`update products set price = price + 1 where id = 3`);
      await changeHeard;
      expect((await changesSince(version)).products.map((product) => product.id)).toEqual([3]);
    } finally {
      await heard.stop();
    }
  });
});
