// A client that reuses its connections, as every browser and the sync worker do, gets an answer to every request,
// whatever the server refuses on the way (server/http/unread-body.ts): a mix of over 2,000 accepted and refused
// requests over kept-alive connections ends with no socket error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { hearCatalogueChanges } from '../../../server/catalogue/catalogue-changes-heard';
import type { DatabaseHandle } from '../../../server/db/database';
import { listen } from '../../../server/listen';
import { openSeededDatabase } from '../../../server/testing';
import { type LoggedIn, logIn } from '../support/customers';
import { shopCalls } from '../support/seeded-app';

let database: DatabaseHandle;
let base: string;
let customer: LoggedIn;
let close: () => Promise<void>;
let stopHearing: () => Promise<void>;

beforeAll(async () => {
  database = await openSeededDatabase();
  // As main.ts serves it: catalogue answers kept in memory, so the requests cost the connections, not the database.
  const catalogueChanges = await hearCatalogueChanges(database);
  stopHearing = catalogueChanges.stop;
  const server = await listen(createApp({ db: database.db, mode: 'development', catalogueChanges }), {
    port: 0,
    hostname: '127.0.0.1',
  });
  base = `http://127.0.0.1:${server.port}`;
  close = () => server.close(0);
  customer = await logIn({
    ...shopCalls((path, init) => fetch(`${base}${path}`, init)),
    database,
    close: async () => {},
  });
});

afterAll(async () => {
  await close();
  await stopHearing();
  await database.close();
});

const json = { 'Content-Type': 'application/json' };
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

/** Each request and the status it must get. */
const corpus = (): [string, () => Promise<Response>, number][] => {
  const signedIn = { ...json, Authorization: `Bearer ${customer.token}` };
  const post = (path: string, body: string, headers: Record<string, string> = json) =>
    fetch(`${base}/api${path}`, { method: 'POST', headers, body });
  return [
    ['a product', () => fetch(`${base}/api/getProductById/3`), 200],
    ['the banners', () => fetch(`${base}/api/getBanners`), 200],
    ['a bad id', () => fetch(`${base}/api/getProductById/abc`), 400],
    ['a NUL in the path', () => fetch(`${base}/api/getProductById/3%00`), 400],
    ['a NUL in the query', () => fetch(`${base}/api/getProductName?name=a%00b`), 400],
    ['deep JSON', () => post('/customer/send-otp', nested(5000)), 400],
    ['a NUL in JSON', () => post('/address/store', JSON.stringify({ full_name: 'a\u0000b' }), signedIn), 400],
    ['JSON cut short', () => post('/customer/send-otp', '{"phone":'), 400],
    [
      'a return address off the shop',
      () =>
        post(
          '/payment/initiate',
          JSON.stringify({ InvoiceValue: 1, CallBackUrl: 'javascript:alert(1)' }),
          signedIn,
        ),
      400,
    ],
    ['no login', () => post('/order/store', '{}'), 401],
    // Refused from its length alone, before the body has arrived: just over the limit.
    ['a body over 256 kB', () => post('/order/store', 'x'.repeat(262_200), signedIn), 413],
  ];
};

describe('kept-alive connections', () => {
  it('answer every one of 2,000 mixed accepted and refused requests, with no socket error', async () => {
    const requests = corpus();
    const total = 2_000;
    const failures: string[] = [];
    const wrong: string[] = [];
    let next = 0;
    const client = async () => {
      while (next < total) {
        const [name, send, status] = requests[next++ % requests.length] as (typeof requests)[number];
        try {
          const reply = await send();
          await reply.arrayBuffer();
          if (reply.status !== status) wrong.push(`${name}: ${reply.status}`);
        } catch (error) {
          failures.push(`${name}: ${(error as { cause?: Error }).cause?.message ?? error}`);
        }
      }
    };
    await Promise.all(Array.from({ length: 6 }, client));
    expect(failures).toEqual([]);
    expect(wrong).toEqual([]);
  }, 60_000);
});
