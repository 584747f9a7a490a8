// GET /metrics (server/metrics.ts, server/routes/metrics.ts; docs/API.md, "Logs and metrics"): Prometheus's text
// with the shop's counts by their labels, and in production only for a scraper holding the token.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { hearCatalogueChanges } from '../../server/catalogue/catalogue-changes-heard';
import type { DatabaseHandle } from '../../server/db/database';
import { createMetrics } from '../../server/metrics';
import { openSeededDatabase } from '../../server/testing';
import { logIn } from './support/customers';
import { buildOrder } from './support/orders';
import { type SeededApp, shopCalls } from './support/seeded-app';

let database: DatabaseHandle;
let stopHearing: () => Promise<void>;
let shop: SeededApp;

beforeAll(async () => {
  database = await openSeededDatabase();
  const catalogueChanges = await hearCatalogueChanges(database);
  stopHearing = catalogueChanges.stop;
  const metrics = createMetrics({ pool: database.connections });
  const app = createApp({
    db: database.db,
    mode: 'development',
    catalogueChanges,
    metrics,
    onRequest: (record) => metrics.observe(record),
  });
  shop = { ...shopCalls(async (path, init) => app.request(path, init)), database, close: async () => {} };
});

afterAll(async () => {
  await stopHearing();
  await database.close();
});

const scrape = async () => {
  const reply = await shop.request('/metrics');
  expect(reply.status).toBe(200);
  expect(reply.headers.get('Content-Type')).toContain('text/plain');
  return reply.text();
};

describe('GET /metrics', () => {
  it('counts requests by route pattern and status, cache hits and misses, login codes, orders and replays', async () => {
    await shop.request('/api/getProductById/3');
    await shop.request('/api/getProductById/3');
    await shop.request('/api/getProductById/4');
    const phone = '+96551230001';
    await shop.post('/api/customer/verify-otp', { phone, otp: '1234', token: '' });
    const customer = await logIn(shop, phone);
    const order = await buildOrder(shop, customer, { lines: [{ productId: 6, quantity: 1 }] });
    const call = { token: customer.token, idempotencyKey: 'metrics-order-1' };
    await shop.post('/api/order/store', order.body, call);
    const replayed = await shop.post('/api/order/store', order.body, call);
    expect(replayed.headers.get('Idempotent-Replayed')).toBe('true');

    const text = await scrape();
    // Three here, and the reads of the order's product.
    const count = (pattern: RegExp) => Number(pattern.exec(text)?.[1]);
    expect(
      count(/shop_http_requests_total\{method="GET",route="\/api\/getProductById\/:id",status="200"\} (\d+)/),
    ).toBeGreaterThanOrEqual(3);
    expect(
      count(
        /shop_http_request_duration_seconds_count\{method="GET",route="\/api\/getProductById\/:id",status="200"\} (\d+)/,
      ),
    ).toBeGreaterThanOrEqual(3);
    // The replay answers as the first did.
    expect(text).toContain('shop_http_requests_total{method="POST",route="/api/order/store",status="201"} 2');
    expect(text).toMatch(/shop_cache_lookups_total\{cache="catalogue",result="hit"\} [1-9]/);
    expect(text).toMatch(/shop_cache_lookups_total\{cache="catalogue",result="miss"\} [1-9]/);
    expect(text).toContain('shop_otp_sends_total{outcome="sent"} 1');
    expect(text).toContain('shop_otp_verifications_total{outcome="verified"} 1');
    // The wrong code before it, by its refusal.
    expect(text).toMatch(/shop_otp_verifications_total\{outcome="(?!verified)\w+"\} 1/);
    expect(text).toContain('shop_orders_total{payment_type="cash"} 1');
    expect(text).toContain('shop_idempotent_replays_total{route="/api/order/store"} 1');
    if (database.connections) expect(text).toMatch(/shop_db_pool_connections\{state="waiting"\} 0/);
  });

  it('in production, answers only a scraper with the token, and not at all without one', async () => {
    const metrics = createMetrics();
    const guarded = createApp({
      db: database.db,
      mode: 'production',
      metrics,
      metricsToken: 'scrape-token-0123456789',
    });
    expect((await guarded.request('/metrics')).status).toBe(401);
    expect(
      (await guarded.request('/metrics', { headers: { Authorization: 'Bearer wrong-token-0123456789' } }))
        .status,
    ).toBe(401);
    const allowed = await guarded.request('/metrics', {
      headers: { Authorization: 'Bearer scrape-token-0123456789' },
    });
    expect(allowed.status).toBe(200);
    expect(await allowed.text()).toContain('# TYPE shop_http_requests_total counter');
    const open = createApp({ db: database.db, mode: 'production', metrics });
    expect((await open.request('/metrics')).status).toBe(404);
  });
});
