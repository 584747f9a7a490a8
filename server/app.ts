// The reference backend as a Hono app: the shop's API under /api and its media under /media. main.ts adds the
// built client; tests call app.request directly or serve it through testing.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppMode } from './app-mode';
import { defaultOtpSendLimits, type OtpSendLimits } from './auth/otp-code';
import type { SmsSender } from './auth/sms';
import type { CatalogueChangesHeard } from './catalogue/catalogue-changes-heard';
import { type OpenStreams, openStreams } from './customer-log/open-streams';
import type { Database } from './db/database';
import { allowedMethods } from './http/allowed-methods';
import { catalogueCache, cataloguePaths } from './http/catalogue-cache';
import { budgetClient, clientAddress, isLoopbackAddress } from './http/client-address';
import { ApiError } from './http/errors';
import { createErrorHandler, defaultErrorLogger, type ErrorLogger } from './http/handle-errors';
import { languageOf } from './http/language';
import { failure } from './http/reply';
import { type RequestRecord, recordRequests } from './http/request-record';
import { securityHeaders } from './http/security-headers';
import { closeAfterUnreadBody } from './http/unread-body';
import type { ShopMetrics } from './metrics';
import { addressRoutes } from './routes/addresses';
import { adminRoutes, developmentAdminSecret } from './routes/admin';
import { catalogueChangesRoutes } from './routes/catalogue-changes';
import { categoryRoutes } from './routes/categories';
import { contentRoutes } from './routes/content';
import { customerLogRoutes, defaultHeartbeatMs } from './routes/customer-log';
import { eventRoutes } from './routes/events';
import { geocodeRoutes } from './routes/geocode';
import { healthRoutes, type Readiness } from './routes/health';
import { loginRoutes } from './routes/login';
import { mapStyleRoutes } from './routes/map-style';
import { mediaRoutes } from './routes/media';
import { metricsRoutes } from './routes/metrics';
import { openApiRoutes } from './routes/openapi';
import { orderRoutes } from './routes/orders';
import { payPageRoutes } from './routes/pay-page';
import { paymentRoutes } from './routes/payments';
import { pricingRoutes } from './routes/pricing';
import { productRoutes } from './routes/products';
import { searchRoutes } from './routes/search';

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
  /**
   * The shop's origin (PUBLIC_ORIGIN): payment pages return shoppers only to pages of it, and the hosted page's
   * address is built on it, whatever Host a request names. A function when it is known only once the server
   * listens (port 0). Defaults to http://localhost, the origin `app.request` serves; main.ts always sets it.
   */
  publicOrigin?: string | (() => string);
  /** Extra sources of the Content-Security-Policy (IMAGE_ORIGINS, CONNECT_ORIGINS, PAYMENT_ORIGINS). */
  imageOrigins?: readonly string[];
  connectOrigins?: readonly string[];
  paymentOrigins?: readonly string[];
  /**
   * The address map's street style (MAP_STYLE_URL), an http(s) URL of a MapLibre style: the client reads it from
   * `/map-style.js` (routes/map-style.ts), and the Content-Security-Policy lets the app fetch from its origin.
   */
  mapStyleUrl?: string;
  /** Reverse proxies in front (TRUST_PROXY): the client is the address the outermost appended to X-Forwarded-For. */
  proxyHops?: number;
  /** Login codes per client and in all, per hour (OTP_SENDS_PER_CLIENT_PER_HOUR, OTP_SENDS_PER_HOUR). */
  otpSendLimits?: Partial<OtpSendLimits>;
  /** What `/readyz` reports besides the database: main.ts turns it to draining on SIGTERM. */
  readiness?: () => Readiness;
  /**
   * Catalogue changes this instance hears from the database: the catalogue answers are then kept in memory until
   * the next one. Without them every catalogue read asks the database.
   */
  catalogueChanges?: Pick<CatalogueChangesHeard, 'subscribe'>;
  /** Handed each request's record once its reply is sent: the access log and the metrics (main.ts). */
  onRequest?: (record: RequestRecord) => void;
  /** Counts the catalogue answers' lookups, and serves GET /metrics (see `metricsToken`). */
  metrics?: ShopMetrics;
  /**
   * The bearer token /metrics asks for in production mode; without one it is not served there (METRICS_PORT serves
   * it on a port of its own instead). Development mode serves it to anyone, like the rest of the demo.
   */
  metricsToken?: string;
  /**
   * The streams of customers' logs this instance holds open: main.ts wakes them through the database's
   * announcements (server/customer-log/customer-changes-heard.ts), ends them when draining and counts them. Without
   * it the app keeps its own, which only their heartbeats wake.
   */
  customerStreams?: OpenStreams;
  /** How often a stream of a customer's log sends its heartbeat and checks its token (25 s). */
  streamHeartbeatMs?: number;
};

/** The largest request body: an order of many lines is a few kilobytes, so this leaves ample room. */
const maxBodyBytes = 256 * 1024;

export function createApp({
  db,
  mode,
  now = () => new Date(),
  logError = defaultErrorLogger,
  sms,
  otpSecret = randomBytes(32).toString('hex'),
  adminSecret = mode === 'development' ? developmentAdminSecret : undefined,
  publicOrigin = 'http://localhost',
  imageOrigins = [],
  connectOrigins = [],
  paymentOrigins = [],
  mapStyleUrl,
  proxyHops = 0,
  otpSendLimits = {},
  readiness = () => 'ready',
  catalogueChanges,
  onRequest,
  metrics,
  metricsToken,
  customerStreams = openStreams(),
  streamHeartbeatMs = defaultHeartbeatMs,
}: AppOptions) {
  const deps = { db, now };
  const originOf = typeof publicOrigin === 'function' ? publicOrigin : () => publicOrigin;
  const addressOf = (c: Context) => clientAddress(c, { proxyHops });
  const clientOf = (c: Context) => budgetClient(addressOf(c));
  // Demo mode on the loopback (the default of `npm start`): no SMS is sent and every client is this machine, so
  // the budgets that guard the SMS bill (codes per client, codes in all) do not apply.
  const unmetered = (c: Context) => mode === 'development' && isLoopbackAddress(addressOf(c));
  const sendLimits = { ...defaultOtpSendLimits, ...otpSendLimits };
  const app = new Hono();
  app.use('*', recordRequests(onRequest));
  app.use('*', closeAfterUnreadBody);
  // First, so every reply gets them: the API, the media, and the client's files and pages that main.ts adds.
  // MapLibre fetches the style, and the tiles, glyphs and sprites it names, from its own worker too, whose script is
  // this server's and carries this policy: the style's origin is allowed to both. Other origins a style names
  // (tiles on a CDN) are the operator's to list in CONNECT_ORIGINS (docs/DEPLOY.md).
  const fetchedOrigins = mapStyleUrl
    ? [...new Set([...connectOrigins, new URL(mapStyleUrl).origin])]
    : connectOrigins;
  app.use(
    '*',
    securityHeaders({ publicOrigin: originOf, imageOrigins, connectOrigins: fetchedOrigins, paymentOrigins }),
  );

  const api = new Hono();
  // The Vite dev server runs on another origin in development; production serves the client itself.
  if (mode === 'development') api.use('*', cors());
  const limitBody = bodyLimit({
    maxSize: maxBodyBytes,
    onError: () => {
      throw new ApiError(413, 'payloadTooLarge');
    },
  });
  // A push to the customer's log sets its own, larger limit: 100 events of up to 4 KB (routes/customer-log.ts).
  api.use('*', (c, next) =>
    c.req.method === 'POST' && c.req.path === '/api/customer/log' ? next() : limitBody(c, next),
  );
  // A NUL character in the path or the query can never be valid, and PostgreSQL text cannot hold one.
  api.use('*', async (c, next) => {
    if (/%00/.test(c.req.url)) throw new ApiError(400, 'nulInAddress');
    await next();
  });
  api.use('*', async (c, next) => {
    await next();
    // A reply that chose its language itself (the hosted payment page's ?lang=) keeps it.
    if (!c.res.headers.has('Content-Language')) c.header('Content-Language', languageOf(c));
  });
  // Public catalogue reads are kept in memory and carry an ETag and Cache-Control for a CDN (docs/API.md, "Caching
  // of catalogue answers").
  const onLookup = metrics ? { onLookup: (kept: boolean) => metrics.lookup('catalogue', kept) } : {};
  api.on('GET', cataloguePaths, catalogueCache({ changes: catalogueChanges, ...onLookup }));
  // Every device's sync worker asks it, mostly with the same version: kept here, never by a CDN.
  api.get(
    '/catalogue/changes',
    catalogueCache({
      changes: catalogueChanges,
      cacheControl: 'no-store',
      maxBytes: 8 * 1024 * 1024,
      ...onLookup,
    }),
  );
  api.route('/', categoryRoutes(deps));
  api.route('/', productRoutes(deps));
  api.route('/', searchRoutes({ ...deps, catalogueChanges }));
  api.route('/', catalogueChangesRoutes(deps));
  api.route('/', contentRoutes(deps));
  api.route('/', pricingRoutes(deps));
  api.route('/', geocodeRoutes());
  api.route('/', loginRoutes({ ...deps, mode, otpSecret, sms, sendLimits, clientOf, unmetered }));
  api.route('/', addressRoutes(deps));
  api.route('/', paymentRoutes({ ...deps, publicOrigin: originOf }));
  api.route('/', payPageRoutes({ ...deps, publicOrigin: originOf }));
  api.route('/', orderRoutes(deps));
  api.route('/', adminRoutes({ ...deps, adminSecret }));
  api.route('/', eventRoutes({ ...deps, clientOf }));
  api.route('/', customerLogRoutes({ ...deps, streams: customerStreams, heartbeatMs: streamHeartbeatMs }));
  api.route('/', openApiRoutes());

  app.route('/', mapStyleRoutes(mapStyleUrl));
  app.route('/', healthRoutes({ databaseAnswers: () => db.execute(sql`select 1`), readiness }));
  if (metrics && (mode === 'development' || metricsToken))
    app.route('/', metricsRoutes(metrics, metricsToken));
  app.route('/api', api);
  app.route('/media', mediaRoutes());
  const methodsAt = allowedMethods(app);
  app.notFound((c) => {
    const allowed = methodsAt(c.req.path);
    if (allowed.length === 0) return failure(c, 404, 'pathNotFound');
    c.header('Allow', allowed.join(', '));
    return failure(c, 405, 'methodNotAllowed');
  });
  app.onError(createErrorHandler(logError));
  return app;
}
