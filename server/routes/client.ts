// Serves the built client from dist/: files as they are, and every client route (a reload of /product/12 too) as
// a page rendered on the server (server/render/), or, without the server render's build, as index.html, which the
// client then renders itself. Without a build it still answers / with a hint, and the API keeps working.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';
import { type RenderedPagesOptions, renderedPages } from '../render/pages';

export const buildHint =
  'The shop client has not been built yet. Run `npm run build`, then `npm start` again. The API is served under /api.';

const serverPaths = /^\/(api|media)(\/|$)/;
// A path whose last segment has an extension asks for a file; a missing file is a 404, not the app shell.
const filePath = /\/[^/]*\.[^/]+$/;

export interface MountClientOptions
  extends Pick<RenderedPagesOptions, 'cacheSize' | 'logError' | 'onPage' | 'catalogueChanges' | 'renderApi'> {
  /** The server render's build (`vite build --ssr`); `<distDir>-ssr` by default. */
  ssrDir?: string;
}

export function mountClient(app: Hono, distDir: string, options: MountClientOptions = {}): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (c) => c.text(buildHint));
    return false;
  }
  // The bundle is text: compression cuts what a phone downloads before the first paint to about a third. The
  // build's files come compressed already (scripts/precompress.ts), which the middleware leaves as they are; it
  // compresses the rendered pages, and the files of a build made without those copies.
  const gzip = compress({ encoding: 'gzip' });
  app.use('*', async (c, next) => (serverPaths.test(c.req.path) ? next() : gzip(c, next)));
  // Vite fingerprints everything under /assets, so those files never change under their name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  const pages = renderedPages({ ...options, app, distDir, ssrDir: options.ssrDir ?? `${distDir}-ssr` });
  // Before the files, so `/` is the rendered home rather than the index.html file (which stays reachable as
  // /index.html: the service worker's offline shell).
  app.get('*', async (c, next) => {
    if (serverPaths.test(c.req.path) || filePath.test(c.req.path)) return next();
    return pages.handle(c);
  });
  app.use('*', async (c, next) => {
    if (serverPaths.test(c.req.path)) return next();
    return serveStatic({ root: distDir, precompressed: true })(c, next);
  });
  return true;
}
