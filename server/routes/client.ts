// Serves the built client from dist/ with a fallback to index.html for the client's own routes, so a reload
// of /product/12 works. Without a build it still answers / with a hint, and the API keeps working.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { compress } from 'hono/compress';

export const buildHint =
  'The shop client has not been built yet. Run `npm run build`, then `npm start` again. The API is served under /api.';

const serverPaths = /^\/(api|media)(\/|$)/;
// A path whose last segment has an extension asks for a file; a missing file is a 404, not the app shell.
const filePath = /\/[^/]*\.[^/]+$/;

export function mountClient(app: Hono, distDir: string): boolean {
  const indexFile = join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.get('/', (c) => c.text(buildHint));
    return false;
  }
  // The bundle is text: gzip cuts what a phone downloads before the first paint to about a third.
  const gzip = compress({ encoding: 'gzip' });
  app.use('*', async (c, next) => (serverPaths.test(c.req.path) ? next() : gzip(c, next)));
  // Vite fingerprints everything under /assets, so those files never change under their name.
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('*', async (c, next) => {
    if (serverPaths.test(c.req.path)) return next();
    return serveStatic({ root: distDir })(c, next);
  });
  app.get('*', async (c, next) => {
    if (serverPaths.test(c.req.path) || filePath.test(c.req.path)) return next();
    c.header('Cache-Control', 'no-cache');
    return serveStatic({ path: indexFile })(c, next);
  });
  return true;
}
