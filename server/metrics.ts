// The server's metrics in Prometheus's format (prom-client; docs/API.md, "Logs and metrics"): requests and their
// durations by route pattern and status, the rendered pages' and catalogue answers' caches, the database pool,
// login codes, orders, idempotent replays, the open streams of customers' logs, and Node's own (event-loop lag among them). Each app has a registry of
// its own, so the in-process apps of the tests never share counts.
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { RequestRecord } from './http/request-record';

export type CacheName = 'catalogue' | 'page';

export type ShopMetrics = {
  /** Counts one request's record. */
  observe(record: RequestRecord): void;
  /** Counts a cache lookup: answered from memory, or not. */
  lookup(cache: CacheName, kept: boolean): void;
  /** The metrics as text, and its content type. */
  scrape(): Promise<{ contentType: string; text: string }>;
};

export type PoolState = { inUse: number; idle: number; waiting: number };

export function createMetrics({
  pool,
  openStreams,
  processMetrics = false,
}: {
  /** A PostgreSQL pool's connections now; PGlite has none. */
  pool?: (() => PoolState) | undefined;
  /** The streams of customers' logs open now (server/customer-log/open-streams.ts). */
  openStreams?: () => number;
  /** Node's own metrics (event loop, memory, CPU): for the one app of a process. */
  processMetrics?: boolean;
} = {}): ShopMetrics {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'Requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'Time from a request to its whole reply sent, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const lookups = new Counter({
    name: 'shop_cache_lookups_total',
    help: 'Lookups of the rendered pages and catalogue answers kept in memory, by cache and result (hit, miss).',
    labelNames: ['cache', 'result'],
    registers: [registry],
  });
  const otpSends = new Counter({
    name: 'shop_otp_sends_total',
    help: 'Login codes asked for, by outcome (sent, refused, unavailable, invalid).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const otpVerifications = new Counter({
    name: 'shop_otp_verifications_total',
    help: 'Login codes checked, by outcome (verified, or the refusal: otpWrong, otpExpired, otpLocked, …).',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const orders = new Counter({
    name: 'shop_orders_total',
    help: 'Orders stored, by payment type (cash, card).',
    labelNames: ['payment_type'],
    registers: [registry],
  });
  const replays = new Counter({
    name: 'shop_idempotent_replays_total',
    help: 'Requests answered with the stored answer of an earlier one with the same Idempotency-Key, by route.',
    labelNames: ['route'],
    registers: [registry],
  });
  if (pool) {
    new Gauge({
      name: 'shop_db_pool_connections',
      help: "The database pool's connections by state (in_use, idle), and the queries waiting for one (waiting).",
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const state = pool();
        this.set({ state: 'in_use' }, state.inUse);
        this.set({ state: 'idle' }, state.idle);
        this.set({ state: 'waiting' }, state.waiting);
      },
    });
  }
  if (openStreams) {
    new Gauge({
      name: 'shop_customer_log_streams',
      help: "Streams of customers' logs open on this instance (GET /api/customer/log/stream).",
      registers: [registry],
      collect() {
        this.set(openStreams());
      },
    });
  }
  const sendOutcome = (status: number) =>
    status === 200 ? 'sent' : status === 429 ? 'refused' : status === 503 ? 'unavailable' : 'invalid';

  return {
    observe(record) {
      const labels = { method: record.method, route: record.route, status: String(record.status) };
      requests.inc(labels);
      durations.observe(labels, record.ms / 1000);
      if (record.replayed) replays.inc({ route: record.route });
      else if (record.route === '/api/customer/send-otp')
        otpSends.inc({ outcome: sendOutcome(record.status) });
      else if (record.route === '/api/customer/verify-otp' && record.outcome)
        otpVerifications.inc({ outcome: record.outcome });
      else if (record.route === '/api/order/store' && record.status === 201 && record.outcome)
        orders.inc({ payment_type: record.outcome });
    },
    lookup(cache, kept) {
      lookups.inc({ cache, result: kept ? 'hit' : 'miss' });
    },
    async scrape() {
      return { contentType: registry.contentType, text: await registry.metrics() };
    },
  };
}
