import { gzipSync } from 'node:zlib';
import { launchChromium, PHONE } from '../tests/e2e/browser';

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 30_000;
/** Worker scripts by name, besides those Chromium reports as workers: the sync worker and MapLibre's. */
const WORKER_FILE = /\/(worker|maplibre-gl-worker)-[^/]*\.m?js$/;

export interface RouteWeight {
  route: string;
  /** Scripts the window runs (entry, preloads, lazy route chunks, the locale chunk), gzip bytes. */
  windowJsGzip: number;
  /** Scripts started as workers (the sync worker), gzip bytes: fetched on a first visit, but off the main thread. */
  workerJsGzip: number;
  /** Stylesheets fetched as files, gzip bytes (the CSS the server render inlines into the HTML is not among them). */
  cssGzip: number;
  /** Every file, `path size`, sorted. */
  files: string[];
  /** The worker scripts among `files`, by path. */
  workerFiles: string[];
}

/**
 * What a route really loads on a first visit: the browser names the files (entry, preloads, lazy route chunks, the
 * worker, the locale chunk); each is then fetched once more and gzip-compressed here, so the figure does not depend
 * on the server's compression settings. A script is a worker's when Chromium started a worker from it or when its
 * name is a worker build's (`assets/worker-*.js`, `maplibre-gl-worker-*`).
 */
export async function measureRouteWeight(baseUrl: string, route: string): Promise<RouteWeight> {
  const origin = new URL(baseUrl).origin;
  const urls = new Set<string>();
  const workerUrls = new Set<string>();
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ar-KW', serviceWorkers: 'block' });
    let inFlight = 0;
    let lastActivity = performance.now();
    const settled = () => {
      inFlight--;
      lastActivity = performance.now();
    };
    context.on('request', (request) => {
      inFlight++;
      lastActivity = performance.now();
      const url = new URL(request.url());
      if (url.origin === origin && /\.(m?js|css)$/.test(url.pathname)) urls.add(url.href);
    });
    context.on('requestfinished', settled);
    context.on('requestfailed', settled);
    const page = await context.newPage();
    page.on('worker', (worker) => workerUrls.add(worker.url()));
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    // On a busy host the main thread can stay silent past Playwright's 500 ms idle window before it starts the sync
    // worker (118 kB missed once that way), so the page must also have been quiet for a longer spell.
    const giveUpAt = performance.now() + MAX_WAIT_MS;
    while ((inFlight > 0 || performance.now() - lastActivity < QUIET_MS) && performance.now() < giveUpAt)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await context.close();
  } finally {
    await browser.close();
  }
  const weight: RouteWeight = {
    route,
    windowJsGzip: 0,
    workerJsGzip: 0,
    cssGzip: 0,
    files: [],
    workerFiles: [],
  };
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const size = gzipSync(body).length;
    const path = new URL(url).pathname;
    if (path.endsWith('.css')) weight.cssGzip += size;
    else if (workerUrls.has(url) || WORKER_FILE.test(path)) {
      weight.workerJsGzip += size;
      weight.workerFiles.push(path);
    } else weight.windowJsGzip += size;
    weight.files.push(`${path} ${(size / 1024).toFixed(1)} kB`);
  }
  weight.files.sort();
  weight.workerFiles.sort();
  return weight;
}
