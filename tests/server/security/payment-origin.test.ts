// The hosted payment page is no open redirect. "Same origin" is the shop's origin from configuration (PUBLIC_ORIGIN, by
// default the address `npm start` serves), never the request's Host header.
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig, serverOrigin } from '../../../server/config';
import { startTestServer, type TestServer } from '../../../server/testing';
import { type LoggedIn, shopWithCustomers } from '../support/customers';
import { paymentInitiateBody } from '../support/orders';
import type { Failure, SeededApp } from '../support/seeded-app';

const publicOrigin = 'https://shop.example';
let shop: SeededApp;
let noura: LoggedIn;
shopWithCustomers(1, { publicOrigin }, (opened) => {
  [shop, noura] = opened;
});

const body = (callbackUrl: string, errorUrl = '/payment-error') =>
  paymentInitiateBody({ CallBackUrl: callbackUrl, ErrorUrl: errorUrl });

/** POST /payment/initiate as a request addressed to `host` (the URL @hono/node-server builds from Host). */
async function initiateVia(host: string, payload: unknown) {
  const response = await shop.request(`http://${host}/api/payment/initiate`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${noura.token}`,
      'Accept-Language': 'en',
    },
    body: JSON.stringify(payload),
  });
  return {
    status: response.status,
    body: (await response.json()) as Failure & { Data?: { invoiceURL: string } },
  };
}

describe('payment return URLs are pages of the configured shop origin (SPEC §7 Payment and orders)', () => {
  it('refuses callback and error URLs on the host a request names when that is not the shop, with a 400', async () => {
    const callback = await initiateVia('evil.example', body('http://evil.example/payment-callback'));
    expect(callback.status).toBe(400);
    expect(callback.body.message).toBe(
      'The field "CallBackUrl" must be a page of this shop (same origin or a relative path).',
    );
    const error = await initiateVia('evil.example', body('/payment-callback', 'http://evil.example/oops'));
    expect(error.status).toBe(400);
    expect(error.body.message).toContain('"ErrorUrl"');
  });

  it.each([
    'https://shop.example.evil.example/payment-callback',
    'http://shop.example/payment-callback',
    'https://shop.example:8443/payment-callback',
    '//evil.example/payment-callback',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
  ])('refuses the look-alike %s', async (url) => {
    expect((await initiateVia('shop.example', body(url))).status).toBe(400);
  });

  it('accepts pages of the configured origin and paths relative to it, and puts its own page on that origin', async () => {
    const accepted = await initiateVia(
      'evil.example',
      body(`${publicOrigin}/payment-callback`, '/payment-error'),
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body.Data?.invoiceURL).toMatch(/^https:\/\/shop\.example\/api\/pay\/[A-Za-z0-9_-]{16}$/);
  });

  it('sends the shopper back only to the shop after paying', async () => {
    const accepted = await initiateVia('evil.example', body('/payment-callback'));
    const invoiceId = accepted.body.Data?.invoiceURL.split('/').at(-1) ?? '';
    const paid = await shop.request(`http://evil.example/api/pay/${invoiceId}/pay`, { method: 'POST' });
    expect(paid.status).toBe(303);
    expect(new URL(paid.headers.get('Location') ?? '').origin).toBe(publicOrigin);
  });
});

describe('PUBLIC_ORIGIN (docs/API.md Server settings)', () => {
  it('is read as an origin, refuses what is not an http(s) origin, and is unset by default', () => {
    expect(readConfig({}).publicOrigin).toBeUndefined();
    expect(readConfig({ PUBLIC_ORIGIN: 'https://shop.example/any/path' }).publicOrigin).toBe(publicOrigin);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'ftp://shop.example' })).toThrow(/PUBLIC_ORIGIN/);
    expect(() => readConfig({ PUBLIC_ORIGIN: 'shop.example' })).toThrow(/PUBLIC_ORIGIN/);
  });

  it('defaults to the address npm start serves', () => {
    expect(serverOrigin('127.0.0.1', 8787)).toBe('http://127.0.0.1:8787');
    expect(serverOrigin('::1', 8787)).toBe('http://[::1]:8787');
  });
});

describe('over real HTTP, a forged Host header', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  const post = (path: string, payload: unknown, headers: Record<string, string>) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${server.url}${path}`);
      const call = httpRequest(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', headers },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => {
            text += chunk.toString();
          });
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
        },
      );
      call.on('error', reject);
      call.end(JSON.stringify(payload));
    });

  it('cannot make the genuine payment page send the shopper to the forged host', async () => {
    const json = { 'Content-Type': 'application/json' };
    const phone = '+96590000001';
    const sent = JSON.parse((await post('/api/customer/send-otp', { phone }, json)).body) as { otp: string };
    const verified = JSON.parse(
      (await post('/api/customer/verify-otp', { phone, otp: sent.otp }, json)).body,
    ) as {
      data: { token: string };
    };
    const forged = await post('/api/payment/initiate', body('http://evil.example/payment-callback'), {
      ...json,
      Host: 'evil.example',
      Authorization: `Bearer ${verified.data.token}`,
    });
    expect(forged.status).toBe(400);
    const genuine = await post('/api/payment/initiate', body(`${server.url}/payment-callback`), {
      ...json,
      Host: 'evil.example',
      Authorization: `Bearer ${verified.data.token}`,
    });
    expect(genuine.status).toBe(200);
    expect(
      (JSON.parse(genuine.body) as { Data: { invoiceURL: string } }).Data.invoiceURL.startsWith(server.url),
    ).toBe(true);
  });
});
