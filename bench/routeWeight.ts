import { gzipSync } from 'node:zlib';
import { launchChromium, PHONE } from '../tests/e2e/browser';

export interface RouteWeight {
  route: string;
  jsGzip: number;
  cssGzip: number;
  files: string[];
}

/**
 * What a route really loads on a first visit, read from the browser's own responses (entry, preloads, lazy route
 * chunks, the worker and the locale chunk), gzip-compressed here so the figure does not depend on server settings.
 */
export async function measureRouteWeight(baseUrl: string, route: string): Promise<RouteWeight> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: PHONE, locale: 'ar-KW', serviceWorkers: 'block' });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const weight: RouteWeight = { route, jsGzip: 0, cssGzip: 0, files: [] };
    const track = (response: import('playwright-core').Response) => {
      const url = new URL(response.url());
      const kind = /\.m?js$/.test(url.pathname) ? 'js' : url.pathname.endsWith('.css') ? 'css' : null;
      if (!kind || url.origin !== new URL(baseUrl).origin) return;
      pending.push(
        response.body().then((body) => {
          const size = gzipSync(body).length;
          if (kind === 'js') weight.jsGzip += size;
          else weight.cssGzip += size;
          weight.files.push(url.pathname);
        }),
      );
    };
    page.on('response', track);
    await page.goto(`${baseUrl}${route}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    weight.files.sort();
    await context.close();
    return weight;
  } finally {
    await browser.close();
  }
}
