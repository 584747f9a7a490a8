// The reference backend as a Hono app: the shop's API under /api and its media under /media. main.ts adds the
// built client; tests call app.request directly or serve it through testing.ts.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { SmsSender } from './auth/sms';
import type { Database } from './db/database';
import { ApiError } from './http/errors';
import { createErrorHandler, type ErrorLogger } from './http/handle-errors';
import { languageOf } from './http/language';
import { failure } from './http/reply';
import { addressRoutes } from './routes/addresses';
import { adminRoutes, developmentAdminSecret } from './routes/admin';
import { categoryRoutes } from './routes/categories';
import { contentRoutes } from './routes/content';
import { eventRoutes } from './routes/events';
import { geocodeRoutes } from './routes/geocode';
import { loginRoutes } from './routes/login';
import { mediaRoutes } from './routes/media';
import { orderRoutes } from './routes/orders';
import { payPageRoutes } from './routes/pay-page';
import { paymentRoutes } from './routes/payments';
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
  /** The SMS gateway for login codes; without one, production mode cannot log anyone in. */
  sms?: SmsSender;
  /**
   * Key of the HMAC under which login codes are stored. A random one per process is fine for one server (a
   * restart only voids codes younger than five minutes); several servers on one database must share it.
   */
  otpSecret?: string;
  /** X-Admin-Secret of the order-status call; development mode falls back to `developmentAdminSecret`. */
  adminSecret?: string;
};

const defaultLogError: ErrorLogger = (message, error) => console.error(message, error);

/** The largest request body: an order of many lines is a few kilobytes, so this leaves ample room. */
const maxBodyBytes = 256 * 1024;

export function createApp({
  db,
  mode,
  now = () => new Date(),
  logError = defaultLogError,
  sms,
  otpSecret = randomBytes(32).toString('hex'),
  adminSecret = mode === 'development' ? developmentAdminSecret : undefined,
}: AppOptions) {
  const deps = { db, now };
  const api = new Hono();
  // The Vite dev server runs on another origin in development; production serves the client itself.
  if (mode === 'development') api.use('*', cors());
  api.use(
    '*',
    bodyLimit({
      maxSize: maxBodyBytes,
      onError: () => {
        throw new ApiError(413, 'payloadTooLarge');
      },
    }),
  );
  api.use('*', async (c, next) => {
    await next();
    // A reply that chose its language itself (the hosted payment page's ?lang=) keeps it.
    if (!c.res.headers.has('Content-Language')) c.header('Content-Language', languageOf(c));
  });
  api.route('/', categoryRoutes(deps));
  api.route('/', productRoutes(deps));
  api.route('/', searchRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', pricingRoutes(deps));
  api.route('/', geocodeRoutes());
  api.route('/', loginRoutes({ ...deps, mode, otpSecret, sms }));
  api.route('/', addressRoutes(deps));
  api.route('/', paymentRoutes(deps));
  api.route('/', payPageRoutes(deps));
  api.route('/', orderRoutes(deps));
  api.route('/', adminRoutes({ ...deps, adminSecret }));
  api.route('/', eventRoutes(deps));

  const app = new Hono();
  app.route('/api', api);
  app.route('/media', mediaRoutes());
  app.notFound((c) => failure(c, 404, 'pathNotFound'));
  app.onError(createErrorHandler(logError));
  return app;
}
