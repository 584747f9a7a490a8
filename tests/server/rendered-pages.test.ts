/**
 * The server's rendered pages (server/render/): language, caching per route, language and catalogue version,
 * ETag and 304, revalidation, and the fallback to the shell. The render itself is a stand-in with the SSR
 * bundle's interface (the real one is built by Vite and driven in tests/e2e/serverRender.test.ts); it fills its
 * page from the API through the fetch the server gives it, as src/sync-worker/serverPage.ts does.
 */
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { securityHeaders } from '../../server/http/security-headers';
import { BuildAssets, manifestPath } from '../../server/render/assets';
import type { RenderBundle } from '../../server/render/bundle';
import { PageCache } from '../../server/render/cache';
import { type RenderedPagesOptions, renderedPages } from '../../server/render/pages';
import { fillPage } from '../../server/render/template';
import { SAVED_CART_SLOT_ID } from '../../src/app/boot/handoff';
import type { RenderRequest, RenderResult } from '../../src/app/entry-server';
import type { ServerPageOptions } from '../../src/sync-worker/serverPage';

const template = `<!doctype html>
<html lang="ar" dir="rtl">
  <head>
    <link rel="manifest" href="/manifest.ar.webmanifest" />
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/shared-1.css">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
    <!--app-data-->
  </body>
</html>
`;

const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_shared-1.js'],
    css: ['assets/index-1.css'],
    dynamicImports: ['src/app/product/ProductScreen.tsx'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/app/product/ProductScreen.tsx': {
    file: 'assets/ProductScreen-1.js',
    src: 'src/app/product/ProductScreen.tsx',
    isDynamicEntry: true,
    imports: ['index.html', '_shared-1.js', '_Dialog-1.js'],
    css: ['assets/ProductScreen-1.css'],
  },
  '_Dialog-1.js': { file: 'assets/Dialog-1.js', imports: ['_shared-1.js'], css: ['assets/Dialog-1.css'] },
  'src/locales/en.json': { file: 'assets/en-1.js', src: 'src/locales/en.json', isDynamicEntry: true },
  'src/app/boot/boot.ts': { file: 'assets/boot-1.js', src: 'src/app/boot/boot.ts', isEntry: true },
  'src/app/boot/cartSlot.ts': {
    file: 'assets/cartSlot-1.js',
    src: 'src/app/boot/cartSlot.ts',
    isEntry: true,
  },
};

/** The boot script as built: a `</script>` in its text must not end the element the page carries it in. */
const BOOT_CODE = 'document.title="</script>";\n';
/** The cart slot's script as built: top-level names, which a classic script would make the window's. */
const CART_SLOT_CODE = 'function e(){}e();\n';
/** Sizes of the built scripts: the start plan asks for the largest first. */
const SCRIPT_BYTES = { index: 900, shared: 300, Dialog: 120, ProductScreen: 500, en: 200 };

const FONT_FACE = '@font-face{font-family:Noto Sans Arabic;src:url(/assets/noto-1.woff2)format("woff2")}';

let dist: string;
beforeAll(async () => {
  dist = await mkdtemp(join(tmpdir(), 'shop-render-'));
  await mkdir(join(dist, '.vite'), { recursive: true });
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), template);
  await writeFile(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const name of ['index', 'shared', 'ProductScreen', 'Dialog'])
    await writeFile(join(dist, 'assets', `${name}-1.css`), `.${name}{}`);
  await writeFile(join(dist, 'assets', 'index-1.css'), `${FONT_FACE}\n.index{}`);
  for (const [name, bytes] of Object.entries(SCRIPT_BYTES))
    await writeFile(join(dist, 'assets', `${name}-1.js`), ' '.repeat(bytes));
  await writeFile(join(dist, 'assets', 'boot-1.js'), BOOT_CODE);
  await writeFile(join(dist, 'assets', 'cartSlot-1.js'), CART_SLOT_CODE);
});
afterAll(() => rm(dist, { recursive: true, force: true }));

/** The API the render reads: one price per language, which a test may change. */
function shopApi() {
  const prices = { ar: '5.000', en: '5.000' };
  const api = new Hono();
  let calls = 0;
  api.get('/api/price', (c) => {
    calls++;
    const language = c.req.header('Accept-Language') === 'en' ? 'en' : 'ar';
    return c.json({ status: true, price: prices[language] });
  });
  return { api, prices, calls: () => calls };
}

let fetches = 0;

/**
 * A stand-in for the SSR build: reads the API through the fetch it is given and renders what it read, with the
 * moment it fetched it, as the real render's documents carry theirs.
 */
function fakeBundle(fail = false) {
  const renders: string[] = [];
  const bundle: RenderBundle = {
    async openServerPage(options: ServerPageOptions) {
      const response = await options.fetch('/api/price', {
        headers: { 'Accept-Language': options.language },
      });
      const { price } = (await response.json()) as { price: string };
      const doc = { id: '1', price, fetchedAt: ++fetches };
      return { answer: async () => [doc], close: async () => undefined };
    },
    async renderPage(request: RenderRequest): Promise<RenderResult> {
      if (fail) throw new Error('a screen threw');
      const [doc] = (await request.answer({ collection: 'products' })) as { price: string }[];
      renders.push(`${request.language} ${request.url}`);
      return {
        status: request.url.startsWith('/nowhere') ? 404 : 200,
        html: `<main>${request.language} ${request.url} ${doc?.price}</main>`,
        pageData: { products: { collection: 'products', docs: [doc] } },
        screens: request.url.startsWith('/product/') ? ['ProductScreen'] : [],
        passes: 1,
      };
    },
  };
  return { bundle, renders };
}

function serve(options: Partial<RenderedPagesOptions> & Pick<RenderedPagesOptions, 'bundle'>) {
  const { api, prices, calls } = shopApi();
  const pages = renderedPages({ app: api, distDir: dist, ssrDir: join(dist, 'no-ssr'), ...options });
  api.get('*', (c) => pages.handle(c));
  return { app: api, pages, prices, calls };
}

describe('rendered pages', () => {
  it('renders in the language of the cookie, then of Accept-Language, with lang and dir in the first bytes', async () => {
    const { bundle } = fakeBundle();
    const { app } = serve({ bundle });
    const english = await app.request('/product/1', {
      headers: { Cookie: 'language=en', 'Accept-Language': 'ar' },
    });
    expect(english.status).toBe(200);
    const html = await english.text();
    expect(html.slice(0, 45)).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<main>en /product/1 5.000</main>');
    expect(english.headers.get('Content-Language')).toBe('en');
    expect(english.headers.get('Vary')).toBe('Cookie, Accept-Language, Accept-Encoding');
    expect(english.headers.get('Cache-Control')).toBe('no-cache');
    const arabic = await app.request('/product/1', { headers: { 'Accept-Language': 'ar-KW' } });
    expect((await arabic.text()).slice(0, 45)).toContain('<html lang="ar" dir="rtl">');
  });

  it('fills the template: CSS inlined in place of the entry stylesheets, the boot script inline in place of the entry, its plan and the data inlined', async () => {
    const { bundle } = fakeBundle();
    const { app } = serve({ bundle });
    const html = await (await app.request('/product/1')).text();
    expect(html).toContain('<style>.shared{}\n.index{}\n.Dialog{}\n.ProductScreen{}</style>');
    // The screen's stylesheets are named, disabled (never fetched), so the lazy screen does not fetch them again.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/Dialog-1.css" disabled>',
      '<link rel="stylesheet" href="/assets/ProductScreen-1.css" disabled>',
    ]);
    // The app's modules are the boot script's to ask for, once the page has painted: none is named in the page.
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/assets/boot-1.js');
    expect(html).toContain('<script type="module">document.title="<\\/script>";</script>');
    expect(html).toContain(
      '<script type="application/json" id="start-plan">{"entry":"/assets/index-1.js","preloads":["/assets/index-1.js","/assets/ProductScreen-1.js","/assets/shared-1.js","/assets/Dialog-1.js"]}</script>',
    );
    expect(html).not.toContain('/assets/en-1.js');
    expect(html).toContain(`<style id="late-fonts" media="not all">${FONT_FACE}</style>`);
    expect(html).toMatch(
      /<script type="application\/json" id="page-data">\{"products":\{"collection":"products","docs":\[\{"id":"1","price":"5\.000","fetchedAt":\d+\}\]\}\}<\/script>/,
    );
    expect(html).not.toContain('<!--app-');
  });

  // Replies without a rendered page name no hash: tests/server/security/headers.test.ts.
  it("allows the page's inline boot script and the cart slot's, by the hashes of their texts, and no other inline script", async () => {
    const { api } = shopApi();
    api.use('*', securityHeaders({ publicOrigin: () => 'http://localhost' }));
    const pages = renderedPages({
      app: api,
      distDir: dist,
      ssrDir: join(dist, 'no-ssr'),
      bundle: fakeBundle().bundle,
    });
    api.get('*', (c) => pages.handle(c));
    const response = await api.request('/product/1');
    const inline = /<script type="module">([\s\S]*?)<\/script>/.exec(await response.text())?.[1];
    expect(inline).toBeDefined();
    const hash = createHash('sha256')
      .update(inline ?? '')
      .digest('base64');
    const scriptSources = /script-src ([^;]*)/.exec(
      response.headers.get('Content-Security-Policy') ?? '',
    )?.[1];
    const cartSlot = new BuildAssets(dist).cartSlot.hashSource;
    expect(scriptSources?.split(' ')).toEqual(["'self'", `'sha256-${hash}'`, cartSlot]);
  });

  it('renders a page once per route and language, and answers a matching If-None-Match with a 304', async () => {
    const { bundle, renders } = fakeBundle();
    const { app } = serve({ bundle });
    const first = await app.request('/product/1', { headers: { 'Accept-Language': 'en' } });
    const etag = first.headers.get('ETag');
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const second = await app.request('/product/1', { headers: { 'Accept-Language': 'en' } });
    expect(second.headers.get('ETag')).toBe(etag);
    expect(await second.text()).toBe(await first.text());
    const revalidated = await app.request('/product/1', {
      headers: { 'Accept-Language': 'en', 'If-None-Match': `${etag?.slice(2)}, "other"` },
    });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('ETag')).toBe(etag);
    await app.request('/product/1', { headers: { 'Accept-Language': 'ar' } });
    await app.request('/product/1?ref=home', { headers: { 'Accept-Language': 'en' } });
    expect(renders).toEqual(['en /product/1', 'ar /product/1', 'en /product/1?ref=home']);
  });

  it('sends a page compressed as it was kept at its render, Brotli first, to each client as it takes it', async () => {
    const { bundle, renders } = fakeBundle();
    const { app } = serve({ bundle });
    // The fake render writes the address into the page: a long one makes it worth compressing (over a packet).
    const url = `/product/1?ref=${'home-'.repeat(300)}`;
    const plain = await (await app.request(url, { headers: { 'Accept-Language': 'en' } })).text();
    const asked = (encoding: string) =>
      app.request(url, { headers: { 'Accept-Language': 'en', 'Accept-Encoding': encoding } });
    const br = await asked('gzip, deflate, br');
    const gz = await asked('gzip');
    expect([br.headers.get('Content-Encoding'), gz.headers.get('Content-Encoding')]).toEqual(['br', 'gzip']);
    expect(br.headers.get('Content-Type')).toBe('text/html; charset=UTF-8');
    expect(br.headers.get('Vary')).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    expect(renders).toHaveLength(1);
  });

  it('gives a page one ETag on every instance, though each render inlines when its data was fetched', async () => {
    const [one, other] = [serve({ bundle: fakeBundle().bundle }), serve({ bundle: fakeBundle().bundle })];
    const get = (app: Hono, headers: Record<string, string> = {}) =>
      app.request('/product/1', { headers: { 'Accept-Language': 'en', ...headers } });
    const [first, second] = [await get(one.app), await get(other.app)];
    expect(await second.text()).not.toBe(await first.text());
    const etag = first.headers.get('ETag') ?? '';
    expect(second.headers.get('ETag')).toBe(etag);
    expect((await get(other.app, { 'If-None-Match': etag })).status).toBe(304);
    expect((await get(other.app, { 'Accept-Language': 'ar', 'If-None-Match': etag })).status).toBe(200);
    other.prices.en = '4.750';
    other.pages.cache.clear();
    expect((await get(other.app, { 'If-None-Match': etag })).status).toBe(200);
  });

  it('keeps a page while the catalogue answers are the same, and renders it anew when they change', async () => {
    let clock = 0;
    const { bundle, renders } = fakeBundle();
    const { app, pages, prices, calls } = serve({ bundle, now: () => clock, freshMs: 1000, staleMs: 10_000 });
    const get = () => app.request('/product/1', { headers: { 'Accept-Language': 'en' } });
    const first = await get();
    const etag = first.headers.get('ETag');

    // Fresh: served as it is, without asking the API.
    clock = 500;
    await get();
    expect(calls()).toBe(1);

    // Past fresh: served at once while the API is asked again; the same answer keeps the page.
    clock = 2000;
    expect((await get()).headers.get('ETag')).toBe(etag);
    await pages.idle();
    expect(calls()).toBe(2);
    expect(renders).toHaveLength(1);

    // A new price: the stale page is served once more, and the revalidation renders the new one.
    prices.en = '4.500';
    clock = 3500;
    expect(await (await get()).text()).toContain('5.000');
    await pages.idle();
    expect(renders).toHaveLength(2);
    const updated = await get();
    expect(await updated.text()).toContain('<main>en /product/1 4.500</main>');
    expect(updated.headers.get('ETag')).not.toBe(etag);

    // Long unasked: the page waits for its revalidation rather than showing an old price.
    prices.en = '4.000';
    clock = 30_000;
    expect(await (await get()).text()).toContain('4.000');
  });

  it('drops every kept page the moment a catalogue change is heard, however fresh', async () => {
    const { bundle } = fakeBundle();
    let announce = () => {};
    const catalogueChanges = {
      subscribe: (changed: () => void) => {
        announce = changed;
      },
    };
    const { app, prices } = serve({ bundle, catalogueChanges, freshMs: 60_000 });
    const get = async () =>
      (await app.request('/product/1', { headers: { 'Accept-Language': 'en' } })).text();
    expect(await get()).toContain('5.000');
    prices.en = '4.250';
    expect(await get()).toContain('5.000');
    announce();
    expect(await get()).toContain('<main>en /product/1 4.250</main>');
  });

  it('serves the shell, and logs the path without its query, when a render fails', async () => {
    const { bundle } = fakeBundle(true);
    const logError = vi.fn();
    const { app } = serve({ bundle, logError });
    const response = await app.request('/product/1?phone=96550000000', {
      headers: { 'Accept-Language': 'en' },
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html.slice(0, 45)).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<div id="root"><!--app-html--></div>');
    expect(logError).toHaveBeenCalledTimes(1);
    expect(String(logError.mock.calls[0]?.[0])).toContain('/product/1');
    expect(String(logError.mock.calls[0]?.[0])).not.toContain('phone');
  });

  it('serves the shell when the server render was not built', async () => {
    const { api } = shopApi();
    const pages = renderedPages({ app: api, distDir: dist, ssrDir: join(dist, 'no-ssr') });
    api.get('*', (c) => pages.handle(c));
    const html = await (await api.request('/', { headers: { 'Accept-Language': 'en' } })).text();
    expect(html.slice(0, 45)).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<!--app-html-->');
  });

  it('answers 404 for a path no route matches, still as a rendered page', async () => {
    const { bundle } = fakeBundle();
    const { app } = serve({ bundle });
    const response = await app.request('/nowhere');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('<main>ar /nowhere');
  });
});

describe('the page cache', () => {
  it('keeps at most its capacity, dropping the least recently used page', () => {
    const cache = new PageCache(2);
    const page = (html: string) => ({
      status: 200,
      html,
      compressed: {},
      etag: html,
      version: 'v',
      apiUrls: [],
      checkedAt: 0,
    });
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    cache.get('a');
    cache.set('c', page('c'));
    expect(cache.size).toBe(2);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('a');
    expect(cache.get('c')?.html).toBe('c');
  });
});

describe('the build assets of a page', () => {
  it("inlines the entry's CSS and the screen's, dependencies first, and plans the entry's chunks and the screen's", () => {
    const assets = new BuildAssets(dist).forScreens(['ProductScreen']);
    expect(assets.entryStylesheets).toEqual(['/assets/shared-1.css', '/assets/index-1.css']);
    expect(assets.css).toBe('.shared{}\n.index{}\n.Dialog{}\n.ProductScreen{}');
    expect(assets.start).toEqual({
      entry: '/assets/index-1.js',
      // Largest first: over HTTP/1.1 the long transfers start first, the small ones fill in beside them.
      preloads: [
        '/assets/index-1.js',
        '/assets/ProductScreen-1.js',
        '/assets/shared-1.js',
        '/assets/Dialog-1.js',
      ],
    });
    expect(assets.screenStylesheets).toEqual(['/assets/Dialog-1.css', '/assets/ProductScreen-1.css']);
    expect(assets.boot.code).toBe('document.title="<\\/script>";');
    expect(assets.boot.hashSource).toBe(
      `'sha256-${createHash('sha256').update(assets.boot.code).digest('base64')}'`,
    );
    // The fonts wait for the app: the first paint uses the device's faces.
    expect(assets.fontFaces).toBe(FONT_FACE);
    // The locale of the page's language, which the client loads before it hydrates.
    expect(new BuildAssets(dist).forScreens(['ProductScreen'], 'en').start.preloads).toEqual([
      '/assets/index-1.js',
      '/assets/ProductScreen-1.js',
      '/assets/shared-1.js',
      '/assets/en-1.js',
      '/assets/Dialog-1.js',
    ]);
    const home = new BuildAssets(dist).forScreens([]);
    expect(home.start.preloads).toEqual(['/assets/index-1.js', '/assets/shared-1.js']);
    expect(fillPage(template, { language: 'ar', html: '', pageData: {}, assets: home })).not.toContain(
      'rel="stylesheet"',
    );
  });

  it('refuses a boot script that imports a chunk: the page carries it inline, where that import would cost a round trip', async () => {
    const shared = await mkdtemp(join(tmpdir(), 'shop-render-boot-'));
    try {
      await mkdir(join(shared, '.vite'));
      const bootImports = {
        ...manifest,
        'src/app/boot/boot.ts': { ...manifest['src/app/boot/boot.ts'], imports: ['_shared-1.js'] },
      };
      await writeFile(manifestPath(shared), JSON.stringify(bootImports));
      expect(() => new BuildAssets(shared)).toThrow(/boot\/boot\.ts imports _shared-1\.js/);
    } finally {
      await rm(shared, { recursive: true, force: true });
    }
  });

  it("puts the cart slot's script in the empty saved-cart slot, in a function of its own, named by its hash", () => {
    const assets = new BuildAssets(dist).forScreens([]);
    expect(assets.cartSlot.code).toBe('(()=>{function e(){}e();})();');
    expect(assets.cartSlot.hashSource).toBe(
      `'sha256-${createHash('sha256').update(assets.cartSlot.code).digest('base64')}'`,
    );
    const slot = `<div id="${SAVED_CART_SLOT_ID}" class="cart-screen__contents"></div>`;
    const html = fillPage(template, {
      language: 'ar',
      html: `<section class="cart-screen">${slot}<p class="cart-screen__loading">…</p></section>`,
      pageData: {},
      assets,
    });
    expect(html).toContain(
      `<div id="${SAVED_CART_SLOT_ID}" class="cart-screen__contents"><script>${assets.cartSlot.code}</script></div>`,
    );
    // Any other page carries no such script.
    const home = fillPage(template, {
      language: 'ar',
      html: '<div class="home"></div>',
      pageData: {},
      assets,
    });
    expect(home).not.toContain(assets.cartSlot.code);
  });

  it("moves the image preloads React wrote at the start of #root to the head's start, before the entry script", () => {
    const assets = new BuildAssets(dist).forScreens([]);
    const preload = '<link rel="preload" as="image" href="/media/img/banner/1.svg" fetchPriority="high"/>';
    const html = fillPage(template, {
      language: 'ar',
      html: `${preload}<div class="app-shell"><img src="/media/img/banner/1.svg"/></div>`,
      pageData: {},
      assets,
    });
    expect(html).toContain('<div id="root"><div class="app-shell">');
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<style>'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.split(preload)).toHaveLength(2);
  });
});
