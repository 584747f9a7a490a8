import { gzipSync } from 'node:zlib';
import { launchChromium, PHONE } from '../tests/e2e/browser';

const QUIET_MS = 2_000;
const MAX_WAIT_MS = 30_000;

export interface RouteWeight {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/**
 * What a route really loads on a first visit: the browser names the files (entry, preloads, lazy route chunks, the
 * worker, the locale chunk); each is then fetched once more and gzip-compressed here, so the figure does not depend
 * on the server's compression settings.
 */
export async function measureRouteWeight(baseUrl: string, route: string): Promise<RouteWeight> {
  const origin = new URL(baseUrl).origin;
  const urls = new Set<string>();
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
  const weight: RouteWeight = { route, jsGzip: 0, cssGzip: 0, files: [] };
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    const size = gzipSync(body).length;
    if (url.endsWith('.css')) weight.cssGzip += size;
    else weight.jsGzip += size;
    weight.files.push(`${new URL(url).pathname} ${(size / 1024).toFixed(1)} kB`);
  }
  weight.files.sort();
  return weight;
}
