import { gzipSync } from 'node:zlib';
import { launchChromium, PHONE } from '../tests/e2e/browser';

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
    context.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === origin && /\.(m?js|css)$/.test(url.pathname)) urls.add(url.href);
    });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
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
