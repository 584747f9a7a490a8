/**
 * Two real server processes (`server/main.ts`, with this run's build) started at the same moment on one empty
 * PostgreSQL database, with a round-robin proxy in front, behave as one shop (docs/DEPLOY.md). They are this
 * file's own, on a database of its own, so a price changed here with plain SQL reaches no other test. (With
 * TEST_DATABASE_URL, the other browser tests run through such a pair too: tests/e2e/globalSetup.ts.)
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { createScratchPostgresDatabase, type ScratchPostgresDatabase } from '../../server/testing';
import { logIn } from '../server/support/customers';
import { buildOrder, cardPayment } from '../server/support/orders';
import { type SeededApp, shopCalls } from '../server/support/seeded-app';
import { type RoundRobinProxy, startRoundRobinProxy } from '../support/roundRobinProxy';
import { type ServerProcess, startServerProcess, stopServerProcess } from '../support/serverProcess';

const adminUrl = process.env.TEST_DATABASE_URL;

/** The shop's calls over HTTP at `base`, shaped as the in-process helpers expect. */
function overHttp(base: string, database: DatabaseHandle): SeededApp {
  return { ...shopCalls((path, init) => fetch(`${base}${path}`, init)), database, close: async () => {} };
}

describe.runIf(adminUrl)('two instances on one PostgreSQL behind a round-robin proxy', () => {
  let scratch: ScratchPostgresDatabase;
  let database: DatabaseHandle;
  let instances: ServerProcess[] = [];
  let proxy: RoundRobinProxy;
  let one: SeededApp;
  let other: SeededApp;
  let shop: SeededApp;

  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(adminUrl as string, { runTag: 'e2e' });
    proxy = await startRoundRobinProxy();
    const { distDir, ssrDir } = inject('shopBuild');
    const settings = {
      DATABASE_URL: scratch.url,
      PUBLIC_ORIGIN: proxy.url,
      SHOP_DIST_DIR: distDir,
      SHOP_SSR_DIR: ssrDir,
      SHUTDOWN_GRACE_MS: '3000',
    };
    instances = await Promise.all([startServerProcess(settings), startServerProcess(settings)]);
    proxy.upstreams.push(...instances.map((instance) => instance.url));
    database = await openDatabase({ databaseUrl: scratch.url });
    [one, other] = instances.map((instance) => overHttp(instance.url, database)) as [SeededApp, SeededApp];
    shop = overHttp(proxy.url, database);
  });

  afterAll(async () => {
    for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
    await proxy?.close();
    await database?.close();
    await scratch?.drop();
  });

  it('come up together on the empty database, both ready', async () => {
    for (const instance of instances) expect((await fetch(`${instance.url}/readyz`)).status).toBe(200);
  });

  it('verify a login code sent through the other instance', async () => {
    const phone = '+96551110001';
    const sent = await one.post<{ otp: string }>('/api/customer/send-otp', { phone, token: '' });
    const verified = await other.post<{ success: boolean }>('/api/customer/verify-otp', {
      phone,
      otp: sent.body.otp,
      token: '',
    });
    expect(verified.body.success).toBe(true);
  });

  it('make one order of a key sent to one and retried on the other, and one of an invoice paid through both', async () => {
    const customer = await logIn(shop);
    const cash = await buildOrder(shop, customer, { lines: [{ productId: 6, quantity: 1 }] });
    const call = { token: customer.token, idempotencyKey: 'two-instances-1' };
    const first = await one.post<{ data: number }>('/api/order/store', cash.body, call);
    const retried = await other.post<{ data: number }>('/api/order/store', cash.body, call);
    expect(first.status).toBe(201);
    expect(retried.body.data).toBe(first.body.data);

    const card = await buildOrder(shop, customer, {
      lines: [{ productId: 6, quantity: 2 }],
      paymentType: 'card',
    });
    card.body.order_detail.invoice_id = await cardPayment(one, customer, card.totalFils / 1000);
    const paid = await other.post<{ data: number }>('/api/order/store', card.body, {
      token: customer.token,
      idempotencyKey: 'two-instances-2',
    });
    const again = await one.post<{ data: number }>('/api/order/store', card.body, {
      token: customer.token,
      idempotencyKey: 'two-instances-3',
    });
    expect(paid.status).toBe(201);
    expect(again.body.data).toBe(paid.body.data);
    const listed = await shop.get<{ data: { id: number }[] }>(`/api/user/${customer.id}/orders`, {
      token: customer.token,
    });
    expect(listed.body.data.map((order) => order.id).sort()).toEqual(
      [first.body.data, paid.body.data].sort(),
    );
  });

  it('both show a price changed with plain SQL, in the API and on the rendered page', async () => {
    const page = async (instance: SeededApp) =>
      (await instance.request('/product/6', { headers: { Cookie: 'language=en' } })).text();
    // Each instance renders the page first and keeps it, so a stale kept page would show the old price.
    for (const instance of [one, other]) expect(await page(instance)).not.toContain('123.45');
    await database.db.execute(sql`update products set price = 123.450 where id = 6`);
    for (const instance of [one, other]) {
      await expect
        .poll(
          async () =>
            (await instance.get<{ data: { price: number } }>('/api/getProductById/6')).body.data.price,
        )
        .toBe(123.45);
      await expect.poll(() => page(instance)).toContain('123.45');
    }
  });

  it('on SIGTERM one turns its readiness off first while the other keeps serving through the proxy', async () => {
    const [stopping, staying] = instances as [ServerProcess, ServerProcess];
    const stopped = stopServerProcess(stopping);
    await expect.poll(async () => (await fetch(`${stopping.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${staying.url}/readyz`)).status).toBe(200);
    proxy.upstreams.splice(0, 1);
    for (let i = 0; i < 4; i++) expect((await shop.get('/api/getBanners')).status).toBe(200);
    await stopped;
  });
});
