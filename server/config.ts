// Settings read from the environment by main.ts. The database URL may hold a password: it is never logged.
import { hostname } from 'node:os';
import { z } from 'zod';
import type { AppMode } from './app-mode';
import type { PoolSettings } from './db/database';

/** An origin list: comma-separated http(s) origins, e.g. "https://img.example.com, https://cdn.example.com". */
const originList = z
  .string()
  .optional()
  .transform((text, context) => {
    const origins: string[] = [];
    for (const item of (text ?? '').split(',').map((part) => part.trim())) {
      if (item === '') continue;
      const origin = originOf(item);
      if (origin) origins.push(origin);
      else context.addIssue({ code: 'custom', message: `"${item}" is not an http(s) origin` });
    }
    return origins;
  });

function originOf(text: string): string | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const environment = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(8787),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATABASE_URL: z.string().min(1).optional(),
  PGLITE_DIR: z.string().min(1).optional(),
  // Demo (development) mode is the default of `npm start` (DESIGN.md, the reference backend).
  SHOP_MODE: z.enum(['development', 'production']).optional(),
  // A configured SMS gateway means real shoppers: the login code must never be returned (docs/API.md).
  SMS_GATEWAY_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_GATEWAY_TOKEN: z.string().min(1).optional(),
  OTP_SECRET: z.string().min(16).optional(),
  ADMIN_SECRET: z.string().min(8).optional(),
  // Development aid: orders move one status step on after this many milliseconds (off when unset).
  ORDER_AUTO_ADVANCE_MS: z.coerce.number().int().min(100).optional(),
  // Where shoppers reach the shop; payment pages return only to it (no open redirect). Default: what npm start serves.
  PUBLIC_ORIGIN: z
    .string()
    .optional()
    .refine((text) => text === undefined || originOf(text) !== undefined, 'must be an http(s) origin'),
  // Extra Content-Security-Policy sources (server/http/security-headers.ts).
  IMAGE_ORIGINS: originList,
  CONNECT_ORIGINS: originList,
  PAYMENT_ORIGINS: originList,
  // The address map's street style (server/routes/map-style.ts); its origin joins the policy's connect-src.
  MAP_STYLE_URL: z.url({ protocol: /^https?$/ }).optional(),
  // The reverse proxies in front, each appending to X-Forwarded-For: a number, or true for one (false: none).
  TRUST_PROXY: z
    .union([z.enum(['false', 'true']), z.coerce.number().int().min(0).max(10)])
    .optional()
    .transform((value) => (value === 'true' ? 1 : value === 'false' || value === undefined ? 0 : value)),
  OTP_SENDS_PER_CLIENT_PER_HOUR: z.coerce.number().int().min(1).optional(),
  OTP_SENDS_PER_HOUR: z.coerce.number().int().min(1).optional(),
  IDEMPOTENCY_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).optional(),
  // PostgreSQL only (DATABASE_URL): connections per instance, and the longest wait for one and for a statement.
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(500).default(10),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).default(15_000),
  // On SIGTERM (server/drain.ts): readiness off, then this long still accepting, then in-flight requests finish.
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(5_000),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  // The access log and the metrics (docs/API.md, "Logs and metrics").
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  INSTANCE_ID: z
    .string()
    .regex(/^[\w.:-]{1,64}$/)
    .optional(),
  METRICS_TOKEN: z.string().min(16).optional(),
  METRICS_PORT: z.coerce.number().int().min(0).max(65_535).optional(),
  // The server render reads this API over HTTP instead of this server's own (docs/API.md, "Server settings").
  RENDER_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
  RENDER_API_TIMEOUT_MS: z.coerce.number().int().min(100).default(5_000),
});

export type ServerConfig = {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  pgliteDir: string | undefined;
  mode: AppMode;
  /** True when SHOP_MODE was set: demo mode is then allowed on any address. */
  modeExplicit: boolean;
  smsGatewayUrl: string | undefined;
  smsGatewayToken: string | undefined;
  otpSecret: string | undefined;
  adminSecret: string | undefined;
  orderAutoAdvanceMs: number | undefined;
  /** undefined: the address the server listens on (`serverOrigin`), known once it is listening. */
  publicOrigin: string | undefined;
  imageOrigins: string[];
  connectOrigins: string[];
  paymentOrigins: string[];
  /** The MapLibre style of the address map's streets (MAP_STYLE_URL); undefined: the map's own offline outlines. */
  mapStyleUrl: string | undefined;
  /** Reverse proxies in front of the server (TRUST_PROXY). */
  proxyHops: number;
  otpSendsPerClientPerHour: number | undefined;
  otpSendsPerHour: number | undefined;
  idempotencyRetentionDays: number | undefined;
  shutdownGraceMs: number;
  shutdownTimeoutMs: number;
  pool: PoolSettings;
  logLevel: string;
  /** Names this instance in its log lines: INSTANCE_ID, or the host's name and the process id. */
  instanceId: string;
  metricsToken: string | undefined;
  metricsPort: number | undefined;
  /** The API the server render reads over HTTP; undefined: this server's own, in process. */
  renderApi: { base: string; timeoutMs: number } | undefined;
};

/** 127.0.0.0/8, ::1 and localhost: only this machine can connect. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  return bare === 'localhost' || bare === '::1' || /^127\.\d+\.\d+\.\d+$/.test(bare);
}

/** The address the server serves, as a URL origin (an IPv6 host in brackets). */
export function serverOrigin(host: string, port: number): string {
  const bare = host.replace(/^\[(.*)\]$/, '$1');
  return `http://${bare.includes(':') ? `[${bare}]` : bare}:${port}`;
}

export function readConfig(env: NodeJS.ProcessEnv): ServerConfig {
  const parsed = environment.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid server settings: ${z.prettifyError(parsed.error)}`);
  const settings = parsed.data;
  const mode = settings.SMS_GATEWAY_URL ? 'production' : (settings.SHOP_MODE ?? 'development');
  // Demo mode shows every login code on screen, so by default only this machine may reach it.
  if (mode === 'development' && settings.SHOP_MODE === undefined && !isLoopbackHost(settings.HOST)) {
    throw new Error(
      `Invalid server settings: HOST=${settings.HOST} is not a loopback address, and demo (development) mode ` +
        'shows login codes to whoever asks. Set SHOP_MODE=production (with SMS_GATEWAY_URL) for a server ' +
        'others reach, or SHOP_MODE=development to run the demo on this address anyway.',
    );
  }
  // A shop for real shoppers needs what has no safe default: where shoppers reach it (payment returns are built on
  // it) and the secret of the staff's order-status call. The login-code key is shared through the database.
  const missing = [
    ...(settings.PUBLIC_ORIGIN === undefined ? ['PUBLIC_ORIGIN'] : []),
    ...(settings.ADMIN_SECRET === undefined ? ['ADMIN_SECRET'] : []),
  ];
  if (mode === 'production' && missing.length > 0) {
    throw new Error(`Invalid server settings: production mode needs ${missing.join(' and ')} (docs/API.md).`);
  }
  return {
    port: settings.PORT,
    host: settings.HOST,
    databaseUrl: settings.DATABASE_URL,
    pgliteDir: settings.PGLITE_DIR,
    mode,
    modeExplicit: settings.SHOP_MODE !== undefined,
    smsGatewayUrl: settings.SMS_GATEWAY_URL,
    smsGatewayToken: settings.SMS_GATEWAY_TOKEN,
    otpSecret: settings.OTP_SECRET,
    adminSecret: settings.ADMIN_SECRET,
    orderAutoAdvanceMs: settings.ORDER_AUTO_ADVANCE_MS,
    publicOrigin: settings.PUBLIC_ORIGIN === undefined ? undefined : originOf(settings.PUBLIC_ORIGIN),
    imageOrigins: settings.IMAGE_ORIGINS,
    connectOrigins: settings.CONNECT_ORIGINS,
    paymentOrigins: settings.PAYMENT_ORIGINS,
    mapStyleUrl: settings.MAP_STYLE_URL,
    proxyHops: settings.TRUST_PROXY,
    otpSendsPerClientPerHour: settings.OTP_SENDS_PER_CLIENT_PER_HOUR,
    otpSendsPerHour: settings.OTP_SENDS_PER_HOUR,
    idempotencyRetentionDays: settings.IDEMPOTENCY_RETENTION_DAYS,
    shutdownGraceMs: settings.SHUTDOWN_GRACE_MS,
    shutdownTimeoutMs: settings.SHUTDOWN_TIMEOUT_MS,
    logLevel: settings.LOG_LEVEL,
    instanceId: settings.INSTANCE_ID ?? `${hostname()}-${process.pid}`,
    metricsToken: settings.METRICS_TOKEN,
    metricsPort: settings.METRICS_PORT,
    renderApi:
      settings.RENDER_API_BASE === undefined
        ? undefined
        : { base: settings.RENDER_API_BASE.replace(/\/+$/, ''), timeoutMs: settings.RENDER_API_TIMEOUT_MS },
    pool: {
      size: settings.DATABASE_POOL_SIZE,
      connectTimeoutMs: settings.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: settings.DATABASE_STATEMENT_TIMEOUT_MS,
    },
  };
}

/** What the server says once it listens, after "Shop running at …": the facts an operator must not miss. */
export function startupNotes(
  config: Pick<ServerConfig, 'mode' | 'adminSecret'>,
  publicOrigin: string,
  developmentAdminSecret: string,
): string[] {
  const notes = [`Payment pages return shoppers to ${publicOrigin} only (PUBLIC_ORIGIN).`];
  if (config.mode === 'development') {
    notes.push(
      'Demo mode: login codes are returned by the API and shown on the login screen, and no SMS is sent. ' +
        'Set SHOP_MODE=production with SMS_GATEWAY_URL for real shoppers.',
    );
    if (config.adminSecret === undefined)
      notes.push(
        `Demo mode: the admin secret is the development default "${developmentAdminSecret}"; set ADMIN_SECRET.`,
      );
  }
  return notes;
}
