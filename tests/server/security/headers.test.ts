// DESIGN "Security": every reply carries the security headers, in both modes: the API, the media, the built client's
// files and the pages of its routes. Customer replies are never stored.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import type { AppMode } from '../../../server/app-mode';
import { contentSecurityPolicy } from '../../../server/http/security-headers';
import { mountClient } from '../../../server/routes/client';
import { type LoggedIn, logIn } from '../support/customers';
import { fromAddress, openSeededApp, type SeededApp } from '../support/seeded-app';

let shop: SeededApp;
let noura: LoggedIn;
let dist: string;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development' });
  noura = await logIn(shop);
  dist = await mkdtemp(join(tmpdir(), 'shop-dist-headers-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><title>shop</title><div id="root"><!--app-html--></div>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
});
afterAll(async () => {
  await shop.close();
  await rm(dist, { recursive: true, force: true });
});

/** The directives of a Content-Security-Policy header, by name. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  );
}

function expectSecurityHeaders(response: Response, what: string) {
  const csp = directives(response.headers.get('Content-Security-Policy'));
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['script-src'], what).toEqual(["'self'"]);
  expect(csp['frame-ancestors'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(response.headers.get('X-Content-Type-Options'), what).toBe('nosniff');
  expect(response.headers.get('Referrer-Policy'), what).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('Permissions-Policy'), what).toMatch(/(^|, )geolocation=\(self\)(,|$)/);
}

describe.each(['development', 'production'] as AppMode[])('in %s mode', (mode) => {
  const app = () => {
    const served = createApp({ db: shop.database.db, mode });
    mountClient(served, dist);
    return served;
  };

  it('sends them with the API, its errors, the media, the client’s files and its pages', async () => {
    const served = app();
    for (const path of [
      '/api/getBanners',
      '/api/getProductById/abc',
      '/api/no-such-call',
      '/media/img/product/oud-1.svg',
      '/assets/index-abc123.js',
      '/',
      '/product/12',
      '/checkout',
      '/assets/missing-1.js',
    ]) {
      const response = await served.request(path, {}, fromAddress('127.0.0.1'));
      expect(response.status, path).toBeLessThan(500);
      expectSecurityHeaders(response, path);
    }
  });

  it('sends Cache-Control: no-store with every customer reply, and keeps the catalogue’s own caching', async () => {
    const served = app();
    const customer = { Authorization: `Bearer ${noura.token}` };
    for (const [path, init] of [
      [`/api/user/${noura.id}/orders`, { headers: customer }],
      [`/api/user/${noura.id}/addresses`, { headers: customer }],
      ['/api/payment/status?paymentId=AAAAAAAAAAAAAAAA', { headers: customer }],
      [
        '/api/customer/send-otp',
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"phone":"+96570000001"}' },
      ],
      [
        '/api/customer/verify-otp',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"phone":"+96570000001","otp":"0000"}',
        },
      ],
      [`/api/user/${noura.id}/orders`, {}],
    ] as const) {
      const response = await served.request(path, init, fromAddress('127.0.0.1'));
      expect(response.headers.get('Cache-Control'), path).toBe('no-store');
    }
    const catalogue = await served.request('/api/getBanners');
    expect(catalogue.headers.get('Cache-Control')).not.toBe('no-store');
  });
});

describe('the policy', () => {
  it('allows what the app needs: inline style, its own images, media, fonts, workers and calls, nothing more', () => {
    const csp = directives(contentSecurityPolicy({}));
    expect(csp).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'"],
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
      'media-src': ["'self'", 'blob:'],
      'font-src': ["'self'", 'data:'],
      'connect-src': ["'self'"],
      'worker-src': ["'self'", 'blob:'],
      'manifest-src': ["'self'"],
      'object-src': ["'none'"],
      'frame-ancestors': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    });
  });

  it('adds the configured image, connect and payment-page origins', () => {
    const csp = directives(
      contentSecurityPolicy({
        imageOrigins: ['https://img.example'],
        connectOrigins: ['https://erp.example'],
        paymentOrigins: ['https://pay.example'],
      }),
    );
    expect(csp['img-src']).toContain('https://img.example');
    expect(csp['connect-src']).toEqual(["'self'", 'https://erp.example']);
    expect(csp['form-action']).toEqual(["'self'", 'https://pay.example']);
  });

  it("allows a reply's inline scripts by their hashes only: no 'unsafe-inline' for scripts", () => {
    const csp = directives(contentSecurityPolicy({ inlineScripts: ["'sha256-Ym9vdA=='"] }));
    expect(csp['script-src']).toEqual(["'self'", "'sha256-Ym9vdA=='"]);
  });

  it('keeps the hosted payment page’s stricter policy of its own', async () => {
    const page = await shop.request('/api/pay/AAAAAAAAAAAAAAAA');
    expect(page.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('asks browsers to use https only when the shop is served over https', async () => {
    const https = createApp({
      db: shop.database.db,
      mode: 'production',
      publicOrigin: 'https://shop.example',
    });
    expect((await https.request('/api/getBanners')).headers.get('Strict-Transport-Security')).toMatch(
      /max-age=\d+/,
    );
    expect((await shop.request('/api/getBanners')).headers.get('Strict-Transport-Security')).toBeNull();
  });
});
