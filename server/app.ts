// The reference backend as a Hono app: the shop's API under /api and its media under /media. main.ts adds the
// built client; tests call app.request directly or serve it through testing.ts.
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import type { Database } from './db/database';
import { createErrorHandler, type ErrorLogger } from './http/handle-errors';
import { languageOf } from './http/language';
import { failure } from './http/reply';
import { categoryRoutes } from './routes/categories';
import { contentRoutes } from './routes/content';
import { mediaRoutes } from './routes/media';
import { pricingRoutes } from './routes/pricing';
import { productRoutes } from './routes/products';
import { searchRoutes } from './routes/search';

export type AppMode = 'development' | 'production';

export type AppOptions = {
  db: Database;
  mode: AppMode;
  /** The clock used for expiry rules; tests pin it. */
  now?: () => Date;
  logError?: ErrorLogger;
};

const defaultLogError: ErrorLogger = (message, error) => console.error(message, error);

export function createApp({ db, mode, now = () => new Date(), logError = defaultLogError }: AppOptions) {
  const deps = { db, now };
  const api = new Hono();
  // The Vite dev server runs on another origin in development; production serves the client itself.
  if (mode === 'development') api.use('*', cors());
  api.use('*', async (c, next) => {
    await next();
    c.header('Content-Language', languageOf(c));
  });
  api.route('/', categoryRoutes(deps));
  api.route('/', productRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', pricingRoutes(deps));

  const app = new Hono();
  app.route('/api', api);
  app.route('/media', mediaRoutes());
  app.notFound((c) => failure(c, 404, 'pathNotFound'));
  app.onError(createErrorHandler(logError));
  return app;
}
