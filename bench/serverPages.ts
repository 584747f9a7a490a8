/**
 * The server's side of a first visit: each page's HTML as a first visit gets it (Accept-Language ar, no cookie,
 * gzip accepted), and how long the server takes to answer it, with and without its rendered-page cache
 * (server/render/cache.ts). The cache keys on the path with its query string and the language, so a query string
 * no one asked before (`?bench-render=N`, which the render ignores) makes the server render the page anew, while
 * the plain path, asked just before, is answered from the cache. Times are wall clock on localhost, request sent to
 * last byte read: the render (or the cache lookup), gzip compression and the loopback.
 */
import { request } from 'node:http';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PageName } from './budgets';

export interface PageHtml {
  status: number;
  /** The HTML, gzip-compressed by the bench (level 6, as the rest of the bench), bytes. */
  gzipBytes: number;
  /** The bytes the server sent (it compresses pages itself). */
  servedBytes: number;
  /** The CSS inlined in `<style>` by the server render, gzip-compressed alone, bytes (also inside `gzipBytes`). */
  inlinedCssGzipBytes: number;
  /** The page data inlined for hydration (`#page-data`), gzip-compressed alone, bytes (also inside `gzipBytes`). */
  pageDataGzipBytes: number;
}

export interface RenderTimes {
  /** A path+query the cache had never seen: rendered from the API's answers (ms, one per run). */
  uncached: number[];
  /** The same path again: from the cache (ms, one per run). */
  cached: number[];
}

interface Answer {
  status: number;
  body: Buffer;
  servedBytes: number;
  ms: number;
}

/** One GET as a first visit sends it; the body is read whole, then timed. */
function firstVisit(url: string): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const sent = request(
      url,
      { headers: { 'Accept-Language': 'ar', 'Accept-Encoding': 'gzip', Accept: 'text/html' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          const body = response.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
          resolve({ status: response.statusCode ?? 0, body, servedBytes: raw.length, ms });
        });
      },
    );
    sent.on('error', reject);
    sent.end();
  });
}

const gzipLength = (text: string) => gzipSync(text).length;

export async function measurePageHtml(baseUrl: string, path: string): Promise<PageHtml> {
  const answer = await firstVisit(`${baseUrl}${path}`);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}`);
  const html = answer.body.toString('utf8');
  const css = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
  return {
    status: answer.status,
    gzipBytes: gzipLength(html),
    servedBytes: answer.servedBytes,
    inlinedCssGzipBytes: css ? gzipLength(css) : 0,
    pageDataGzipBytes: data ? gzipLength(data) : 0,
  };
}

/**
 * `runs` uncached and `runs` cached answers per page, the pages taken in turn within each round so a change in the
 * host's load falls on all alike. A first answer of each plain path (uncounted) fills the cache and loads the
 * server render; the cached answers then come well within the cache's 60 s of freshness, so none is revalidated.
 */
export async function measureRenderTimes(
  baseUrl: string,
  pages: Record<PageName, string>,
  runs: number,
): Promise<Record<PageName, RenderTimes>> {
  const names = Object.keys(pages) as PageName[];
  const times = {} as Record<PageName, RenderTimes>;
  for (const name of names) {
    times[name] = { uncached: [], cached: [] };
    await firstVisit(`${baseUrl}${pages[name]}`);
  }
  const stamp = Date.now().toString(36);
  for (let round = 0; round < runs; round++) {
    for (const name of names) {
      const path = pages[name];
      const separator = path.includes('?') ? '&' : '?';
      const fresh = await firstVisit(`${baseUrl}${path}${separator}bench-render=${stamp}-${round}`);
      const cached = await firstVisit(`${baseUrl}${path}`);
      if (fresh.status !== 200 || cached.status !== 200)
        throw new Error(`${path} answered ${fresh.status} uncached, ${cached.status} cached`);
      times[name].uncached.push(fresh.ms);
      times[name].cached.push(cached.ms);
    }
  }
  return times;
}
