/**
 * Two real server processes (`server/main.ts`) started at the same moment on one empty PostgreSQL database, with a
 * small round-robin proxy in front, behave as one shop (docs/DEPLOY.md). The rendered pages need a build, which
 * this project has not got: the drop of kept pages on a heard change is shown in rendered-pages.test.ts.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import {
  createEmptyPostgresDatabase,
  type ScratchPostgresDatabase,
  testDatabaseKind,
} from '../../server/testing';
import { logIn } from './support/customers';
import { buildOrder, cardPayment } from './support/orders';
import { type SeededApp, shopCalls } from './support/seeded-app';

const repoRoot = join(import.meta.dirname, '../..');

/** The shop's calls over HTTP at `base`, shaped as the in-process helpers expect. */
function overHttp(base: string, database: DatabaseHandle): SeededApp {
  return { ...shopCalls((path, init) => fetch(`${base}${path}`, init)), database, close: async () => {} };
}

function startInstance(databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATABASE_URL: databaseUrl,
      SHUTDOWN_GRACE_MS: '3000',
      // The API alone: the rendered pages need a build.
      SHOP_DIST_DIR: join(repoRoot, 'node_modules/.cache/no-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Shop running at (http:\/\/[^\s/]+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) => reject(new Error(`an instance exited with ${code}: ${output}`)));
  });
}

/** Sends each request to the next instance in turn, as a load balancer does. */
function roundRobin(upstreams: string[]): Promise<{ url: string; server: Server }> {
  let next = 0;
  const server = createServer(async (incoming, outgoing) => {
    const chunks: Buffer[] = [];
    for await (const chunk of incoming) chunks.push(chunk as Buffer);
    const upstream = upstreams[next++ % upstreams.length];
    const headers = Object.fromEntries(
      Object.entries(incoming.headers).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
    const answer = await fetch(`${upstream}${incoming.url}`, {
      method: incoming.method ?? 'GET',
      headers,
      ...(chunks.length ? { body: Buffer.concat(chunks) } : {}),
    });
    outgoing.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
    outgoing.end(Buffer.from(await answer.arrayBuffer()));
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server }),
    ),
  );
}

describe.runIf(testDatabaseKind === 'postgres')(
  'two instances on one PostgreSQL behind a round-robin proxy',
  () => {
    let scratch: ScratchPostgresDatabase;
    let database: DatabaseHandle;
    let instances: { child: ChildProcess; url: string }[] = [];
    let proxy: { url: string; server: Server };
    let one: SeededApp;
    let other: SeededApp;
    let shop: SeededApp;

    beforeAll(async () => {
      scratch = await createEmptyPostgresDatabase();
      instances = await Promise.all([startInstance(scratch.url), startInstance(scratch.url)]);
      database = await openDatabase({ databaseUrl: scratch.url });
      proxy = await roundRobin(instances.map((instance) => instance.url));
      [one, other] = instances.map((instance) => overHttp(instance.url, database)) as [SeededApp, SeededApp];
      shop = overHttp(proxy.url, database);
    });

    afterAll(async () => {
      for (const { child } of instances) if (child.exitCode === null) child.kill('SIGKILL');
      proxy?.server.close();
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

    it('both show a price changed with plain SQL within 2 s', async () => {
      await database.db.execute(sql`update products set price = 123.450 where id = 6`);
      for (const instance of [one, other])
        await expect
          .poll(
            async () =>
              (await instance.get<{ data: { price: number } }>('/api/getProductById/6')).body.data.price,
            {
              timeout: 2_000,
            },
          )
          .toBe(123.45);
    });

    it('on SIGTERM one turns its readiness off first while the other keeps serving through the proxy', async () => {
      const [stopping, staying] = instances as [
        { child: ChildProcess; url: string },
        { child: ChildProcess; url: string },
      ];
      stopping.child.kill('SIGTERM');
      await expect.poll(async () => (await fetch(`${stopping.url}/readyz`)).status).toBe(503);
      expect((await fetch(`${staying.url}/readyz`)).status).toBe(200);
      for (let i = 0; i < 4; i++) expect((await shop.get('/api/getBanners')).status).toBe(200);
    });
  },
);
