/**
 * Which API the server render reads (server/render/backend.ts): this server's own, in process, by default; with
 * RENDER_API_BASE another backend over HTTP, whose catalogue the page then carries, with none of the seed this
 * server holds. A backend that does not answer, or not in time, gets the shopper the shell, and no page is kept.
 * The page is rendered by the real data side (src/sync-worker/serverPage.ts) and the real React render
 * (src/app/entry-server.tsx), over a stand-in client build.
 */

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/database';
import { PageCache } from '../../../server/render/cache';
import { type RenderedPagesOptions, renderedPages } from '../../../server/render/pages';
import { openSeededDatabase } from '../../../server/testing';
import { renderPage } from '../../../src/app/entry-server';
import { openServerPage } from '../../../src/sync-worker/serverPage';

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head><!--app-head--><script type="module" crossorigin src="/assets/index-1.js"></script></head>
  <body><div id="root"><!--app-html--></div><!--app-data--></body>
</html>
`;

const manifest = {
  'index.html': { file: 'assets/index-1.js', src: 'index.html', isEntry: true },
  'src/app/boot/boot.ts': { file: 'assets/boot-1.js', src: 'src/app/boot/boot.ts', isEntry: true },
  'src/app/boot/cartSlot.ts': {
    file: 'assets/cartSlot-1.js',
    src: 'src/app/boot/cartSlot.ts',
    isEntry: true,
  },
};

/** Another shop's catalogue: one category with one product, names the seed has nowhere. */
const otherCatalogue = {
  '/api/getAllCatesWithSub': {
    status: true,
    data: [
      { id: 901, name: 'معدات الصقارة', name_en: 'Falconry Gear', image: null, level: 1, childrens: [] },
    ],
  },
  '/api/getProductById/1': {
    status: true,
    data: { id: 1, name: 'قفاز الصقار', name_en: 'Falconer Glove', price: 14.5, quantity: 3, category: 901 },
    variant_system: { has_variants: false, available_attributes: {}, optimized_variants: [] },
    product_images: [],
  },
};

let dist: string;
let database: DatabaseHandle;
let seedApp: Hono;
let seedNames: string[];
const servers: Server[] = [];

function listenOn(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

/** A backend over HTTP that answers the other catalogue's calls, and 404 to every other. */
function otherBackend(): Promise<string> {
  return listenOn(
    createServer((request, response) => {
      const body = otherCatalogue[request.url as keyof typeof otherCatalogue];
      response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body ?? { status: false, message: 'Not found' }));
    }),
  );
}

beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-render-backend-'));
  await mkdir(join(dist, '.vite'), { recursive: true });
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), template);
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  await writeFile(join(dist, 'assets', 'index-1.js'), '');
  await writeFile(join(dist, 'assets', 'boot-1.js'), 'document.title="";\n');
  await writeFile(join(dist, 'assets', 'cartSlot-1.js'), 'function e(){}e();\n');
  database = await openSeededDatabase();
  seedApp = createApp({ db: database.db, mode: 'production' });
  const tree = (await (await seedApp.request('/api/getAllCatesWithSub')).json()) as {
    data: { name: string; name_en: string }[];
  };
  seedNames = tree.data.flatMap((category) => [category.name, category.name_en]);
});

afterAll(async () => {
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((closed) => server.close(closed))));
  await database.close();
  await rm(dist, { recursive: true, force: true });
});

/** The seed's server with its pages rendered from `renderApi`'s backend, or its own API without one. */
function shop(options: Pick<RenderedPagesOptions, 'renderApi' | 'logError'> = {}) {
  const pages = renderedPages({
    app: seedApp,
    distDir: dist,
    ssrDir: join(dist, 'no-ssr'),
    bundle: { renderPage, openServerPage },
    ...options,
  });
  const app = new Hono().get('*', (c) => pages.handle(c));
  const page = async (path: string) =>
    (await app.request(path, { headers: { 'Accept-Language': 'en' } })).text();
  return { page, pages };
}

describe('the API the server render reads', () => {
  it('is the seed server’s own by default: the page names its categories', async () => {
    const html = await shop().page('/product/1');
    expect(seedNames.filter((name) => html.includes(name))).not.toEqual([]);
  });

  it('is the configured backend over HTTP: the page carries its catalogue and none of the seed’s', async () => {
    const base = `${await otherBackend()}/api`;
    const { page, pages } = shop({ renderApi: { base, timeoutMs: 5_000 } });
    const html = await page('/product/1');
    expect(html).toContain('Falconer Glove');
    expect(html).toContain('Falconry Gear');
    expect(seedNames.filter((name) => html.includes(name))).toEqual([]);
    // The page is kept with the answers it was made from, which are the backend's.
    const kept = pages.cache.get(PageCache.key('/product/1', 'en'));
    expect(kept?.apiUrls.sort()).toEqual([`${base}/getAllCatesWithSub`, `${base}/getProductById/1`]);
  });

  it('serves the shell, keeping no page, when the backend cannot be reached', async () => {
    const closed = createServer();
    const base = `${await listenOn(closed)}/api`;
    await new Promise((done) => closed.close(done));
    const logError = vi.fn();
    const { page, pages } = shop({ renderApi: { base, timeoutMs: 5_000 }, logError });
    const html = await page('/product/1');
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(pages.cache.size).toBe(0);
    expect(logError).toHaveBeenCalledTimes(1);
  });

  it('serves the shell once its time-out passes when the backend does not answer', async () => {
    const base = `${await listenOn(createServer(() => undefined))}/api`;
    const { page } = shop({ renderApi: { base, timeoutMs: 300 }, logError: () => undefined });
    const started = performance.now();
    const html = await page('/product/1');
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(html).toContain('<div id="root"><!--app-html--></div>');
  });
});
