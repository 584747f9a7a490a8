// Server-rendered pages (DESIGN "How data flows", first visit): an app route is answered with the page the SSR
// build renders in the shopper's language, its catalogue data inlined, so the first paint needs no script. Customer
// data is never rendered (src/app/entry-server.tsx reads catalogue collections only), because pages are cached
// and shared. A page is cached per route, language and catalogue version (cache.ts) with the freshness of the
// API's catalogue answers (docs/API.md), so it is rendered about once per catalogue change and a shopper seldom
// waits; an ETag and `no-cache` let the browser check it cheaply. Without the SSR build, or when a render fails
// (a backend over HTTP that did not answer among them), the index.html shell is served and the client renders the
// page itself.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context, Hono } from 'hono';
import type { CatalogueChangesHeard } from '../catalogue/catalogue-changes-heard';
import { compressedBodies } from '../http/compressed-bodies';
import { preferredCoding } from '../http/content-coding';
import { matchesEtag } from '../http/etag';
import type { Language } from '../http/language';
import { BuildAssets } from './assets';
import { httpBackend, inProcessBackend } from './backend';
import { bundleExists, loadBundle, type RenderBundle } from './bundle';
import { type Answer, type CachedPage, catalogueVersion, PageCache, pageEtag } from './cache';
import { pageLanguage } from './language';
import { fillPage, withLanguage } from './template';

export interface RenderedPagesOptions {
  /** The whole app: the render asks its API in-process, in the page's language, unless `renderApi` is given. */
  app: Hono;
  /** Another backend's API, asked over HTTP instead of `app` (RENDER_API_BASE, RENDER_API_TIMEOUT_MS). */
  renderApi?: { base: string; timeoutMs: number };
  distDir: string;
  /** Where `vite build --ssr` put the server render; without it pages are the shell. */
  ssrDir: string;
  /** The server render itself, instead of loading it from `ssrDir` (tests). */
  bundle?: RenderBundle;
  cacheSize?: number;
  /** How long a cached page is served without asking the API again (ms); 60 s by default. */
  freshMs?: number;
  /**
   * After that, how long it is still served at once while it is revalidated in the background (ms); 10 minutes by
   * default. An older page waits for its revalidation.
   */
  staleMs?: number;
  now?: () => number;
  /** Errors are logged with the path only: a query string may carry personal data. */
  logError?: (message: string, error: unknown) => void;
  /** Told how each page was made, for measurements. */
  onPage?: (event: { url: string; language: Language; cached: boolean; ms: number }) => void;
  /** Catalogue changes heard from the database: every kept page is dropped at once, whatever its freshness. */
  catalogueChanges?: Pick<CatalogueChangesHeard, 'subscribe'>;
}

export interface RenderedPages {
  /** Answers one GET of an app route. */
  handle(c: Context): Promise<Response>;
  readonly cache: PageCache;
  /** Settles when no background revalidation is running (tests). */
  idle(): Promise<void>;
}

// A page's body also depends on the compression asked for: it is sent as kept, Brotli or gzip.
const vary = 'Cookie, Accept-Language, Accept-Encoding';
// As long as a CDN may keep a catalogue answer, and serve it stale while revalidating (docs/API.md).
const defaultFreshMs = 60_000;
const defaultStaleMs = 600_000;

export function renderedPages(options: RenderedPagesOptions): RenderedPages {
  const template = readFileSync(join(options.distDir, 'index.html'), 'utf8');
  const build = createHash('sha1').update(template).digest('base64url');
  const cache = new PageCache(options.cacheSize);
  options.catalogueChanges?.subscribe(() => cache.clear());
  const now = options.now ?? Date.now;
  const freshMs = options.freshMs ?? defaultFreshMs;
  const staleMs = options.staleMs ?? defaultStaleMs;
  const logError = options.logError ?? ((message, error) => console.error(message, error));
  const canRender = (options.bundle || bundleExists(options.ssrDir)) && BuildAssets.exists(options.distDir);
  const assets = canRender ? new BuildAssets(options.distDir) : null;
  let bundle: Promise<RenderBundle> | null = options.bundle ? Promise.resolve(options.bundle) : null;
  /** Renders and revalidations under way, by cache key, so one page is never made twice at once. */
  const working = new Map<string, Promise<CachedPage>>();

  const backend = options.renderApi
    ? httpBackend(options.renderApi.base, options.renderApi.timeoutMs)
    : inProcessBackend(options.app);
  const ask = backend.ask;

  const apiHeaders = (language: Language) => ({ Accept: 'application/json', 'Accept-Language': language });

  /** Renders a page from the API's answers (`known` holds answers already asked), and caches it. */
  async function renderFresh(
    key: string,
    url: string,
    language: Language,
    known: Answer[] = [],
  ): Promise<CachedPage> {
    if (!assets) throw new Error('no server render');
    bundle ??= loadBundle(options.ssrDir);
    const { renderPage, openServerPage } = await bundle;
    const answers: Answer[] = [];
    // A call that got no answer would leave the page without its catalogue, kept and shared as if it were whole:
    // the render fails instead, and the shopper gets the shell, whose app asks again from the browser.
    let unanswered: unknown = null;
    const apiFetch: typeof fetch = async (input, init) => {
      const target = new URL(String(input), 'http://localhost').href;
      try {
        const answer = known.find((a) => a.url === target) ?? (await ask(target, init));
        answers.push(answer);
        return new Response(answer.body, { status: answer.status });
      } catch (error) {
        unanswered ??= error;
        throw error;
      }
    };
    const data = await openServerPage({ url, language, fetch: apiFetch, apiBase: backend.apiBase });
    try {
      if (unanswered) throw unanswered;
      const result = await renderPage({ url, language, answer: (query) => data.answer(query) });
      const html = fillPage(template, {
        language,
        html: result.html,
        pageData: result.pageData,
        assets: assets.forScreens(result.screens, language),
      });
      const version = catalogueVersion(answers);
      const page: CachedPage = {
        status: result.status,
        html,
        // Brotli at 10: a home of 71 kB in 11.5 kB against gzip's 13.6, in about 25 ms once per render, where 11
        // takes 70 ms for 150 bytes less. What counts is the first round trip: a page's headers and HTML within
        // about 14.6 kB arrive in one (ten packets), and the home was 40 bytes under that in gzip.
        compressed: await compressedBodies(new TextEncoder().encode(html), 10),
        etag: pageEtag({ build, key, version, status: result.status }),
        version,
        apiUrls: answers.map((answer) => answer.url),
        checkedAt: now(),
      };
      cache.set(key, page);
      return page;
    } finally {
      await data.close();
    }
  }

  /** Asks a cached page's API calls again: the same answers keep it, others render it anew. */
  async function revalidate(key: string, url: string, language: Language, page: CachedPage) {
    const answers = await Promise.all(page.apiUrls.map((api) => ask(api, { headers: apiHeaders(language) })));
    if (catalogueVersion(answers) === page.version) {
      page.checkedAt = now();
      return page;
    }
    return renderFresh(key, url, language, answers);
  }

  function once(key: string, work: () => Promise<CachedPage>): Promise<CachedPage> {
    let running = working.get(key);
    if (!running) {
      running = work().finally(() => working.delete(key));
      working.set(key, running);
    }
    return running;
  }

  async function pageFor(url: string, language: Language): Promise<{ page: CachedPage; cached: boolean }> {
    const key = PageCache.key(url, language);
    const cached = cache.get(key);
    if (!cached) return { page: await once(key, () => renderFresh(key, url, language)), cached: false };
    const age = now() - cached.checkedAt;
    if (age < freshMs) return { page: cached, cached: true };
    const revalidation = once(key, () => revalidate(key, url, language, cached));
    if (age >= freshMs + staleMs) return { page: await revalidation, cached: false };
    revalidation.catch((error: unknown) =>
      logError(`Revalidating the page ${new URL(url, 'http://localhost').pathname} failed`, error),
    );
    return { page: cached, cached: true };
  }

  const shell = (c: Context, language: Language) => {
    c.header('Cache-Control', 'no-cache');
    c.header('Vary', vary);
    return c.html(withLanguage(template, language));
  };

  return {
    cache,
    idle: async () => {
      while (working.size) await Promise.allSettled([...working.values()]);
    },
    async handle(c) {
      const language = pageLanguage({
        cookie: c.req.header('Cookie'),
        acceptLanguage: c.req.header('Accept-Language'),
      });
      if (!assets) return shell(c, language);
      const { pathname, search } = new URL(c.req.url);
      const url = `${pathname}${search}`;
      const started = performance.now();
      let made: { page: CachedPage; cached: boolean };
      try {
        made = await pageFor(url, language);
      } catch (error) {
        logError(`Rendering the page ${pathname} failed; the shell was served`, error);
        return shell(c, language);
      }
      options.onPage?.({ url, language, cached: made.cached, ms: performance.now() - started });
      const { page } = made;
      c.header('Cache-Control', 'no-cache');
      c.header('Vary', vary);
      c.header('Content-Language', language);
      c.header('ETag', page.etag);
      // The page carries the boot script inline, and a cart page the script of its saved-cart slot: its policy
      // allows those scripts, by hash, and no other.
      c.set('inlineScripts', [assets.boot.hashSource, assets.cartSlot.hashSource]);
      if (matchesEtag(c.req.header('If-None-Match'), page.etag)) return c.body(null, 304);
      const coding = preferredCoding(c.req.header('Accept-Encoding'));
      const compressed = coding ? page.compressed[coding] : undefined;
      if (!coding || !compressed) return c.html(page.html, page.status as 200 | 404);
      // Sent as it was kept; the compression middleware leaves a body that says its coding alone.
      return c.body(compressed, page.status as 200 | 404, {
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Encoding': coding,
      });
    },
  };
}
