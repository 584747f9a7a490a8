// The access log (server/logger.ts, server/http/request-record.ts; docs/API.md, "Logs and metrics"): one JSON line
// per request with its facts, and never a phone, a token, a code, a name, an address or an e-mail.
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import type { DatabaseHandle } from '../../server/db/database';
import { listen } from '../../server/listen';
import { createLogger, logRequest } from '../../server/logger';
import { openSeededDatabase } from '../../server/testing';
import { logIn } from './support/customers';
import { buildOrder } from './support/orders';
import { type SeededApp, shopCalls } from './support/seeded-app';

let database: DatabaseHandle;
let lines: string[];
let shop: SeededApp;
let close: () => Promise<void>;

beforeAll(async () => {
  database = await openSeededDatabase();
  lines = [];
  const captured = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...String(chunk).trim().split('\n'));
      done();
    },
  });
  const logger = createLogger({ level: 'info', instance: 'shop-test-1' }, captured);
  const app = createApp({ db: database.db, mode: 'development', onRequest: logRequest(logger) });
  // Over HTTP, as shoppers reach it: the bytes are those sent on the socket.
  const server = await listen(app, { port: 0, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.port}`;
  shop = { ...shopCalls((path, init) => fetch(`${base}${path}`, init)), database, close: async () => {} };
  close = () => server.close(0);
});

afterAll(async () => {
  await close();
  await database.close();
});

const records = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the access log', () => {
  it('writes one line per request: time, method, route pattern, status, duration, bytes, request id, instance', async () => {
    lines.length = 0;
    const reply = await shop.request('/api/getProductById/3', {
      headers: { 'X-Request-Id': 'balancer-0001' },
    });
    await shop.request('/api/getProductById/999999');
    await shop.request('/api/no/such/path');
    await expect.poll(() => lines.length).toBe(3);
    expect(reply.headers.get('X-Request-Id')).toBe('balancer-0001');
    const [product, missing, nowhere] = records();
    expect(product).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      instance: 'shop-test-1',
      msg: 'request',
      method: 'GET',
      route: '/api/getProductById/:id',
      status: 200,
      ms: expect.any(Number),
      bytes: expect.any(Number),
      requestId: 'balancer-0001',
    });
    expect(product?.bytes).toBeGreaterThan(Number(reply.headers.get('Content-Length') ?? 500));
    expect(missing).toMatchObject({ route: '/api/getProductById/:id', status: 404 });
    expect(nowhere).toMatchObject({ route: 'unmatched', status: 404 });
    expect(missing?.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(missing?.requestId).not.toBe(nowhere?.requestId);
  });

  it('makes its own id when the one sent could forge a line', async () => {
    lines.length = 0;
    const reply = await shop.request('/api/getBanners', {
      headers: { 'X-Request-Id': 'x"}\\n{"level":"fatal' },
    });
    await expect.poll(() => lines.length).toBe(1);
    expect(reply.headers.get('X-Request-Id')).toMatch(/^[0-9a-f]{16}$/);
  });

  it('holds nothing personal after a login, an address and an order', async () => {
    lines.length = 0;
    const phone = '+96551239876';
    const sent = await shop.post<{ otp: string }>('/api/customer/send-otp', { phone, token: '' });
    const customer = await logIn(shop, phone);
    const name = 'Noura Al-Sabah';
    const email = 'noura@example.com';
    const address = {
      block_avenue: 'Block 7',
      street: 'Qutaiba Street',
      house: 'House 41',
      area: 'Salwa',
      city: 'Salwa',
      country: 'Kuwait',
      governorate: 'Hawalli',
      user_id: customer.id,
      full_name: name,
      phone,
      email,
      address: 'Floor 2, flat 5',
      pickupLocation: { latitude: 29.29, longitude: 48.08, latitudeDelta: null, longitudeDelta: null },
      emirates: null,
    };
    const saved = await shop.post('/api/address/store', address, { token: customer.token });
    expect(saved.status).toBe(201);
    const order = await buildOrder(shop, customer, { lines: [{ productId: 6, quantity: 1 }] });
    const stored = await shop.post('/api/order/store', order.body, {
      token: customer.token,
      idempotencyKey: 'log-order-1',
    });
    expect(stored.status).toBe(201);
    await expect.poll(() => records().some((record) => record.route === '/api/order/store')).toBe(true);

    const log = lines.join('\n');
    for (const secret of [
      phone,
      phone.slice(1),
      phone.slice(4),
      sent.body.otp,
      customer.token,
      name,
      'Noura',
      email,
      'Qutaiba',
      'House 41',
      'Floor 2',
      String(order.body.order_detail.address),
    ])
      expect(log, secret).not.toContain(secret);
    expect(records().map((record) => record.route)).toEqual(
      expect.arrayContaining(['/api/customer/send-otp', '/api/customer/verify-otp', '/api/address/store']),
    );
  });
});
