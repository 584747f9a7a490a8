/**
 * The fault suite's harness. A `fetch` stands between the sync worker's API client and the real reference server
 * and, when told, cuts the network, answers a 500, hangs until the client gives up, or garbles the answer: either
 * before the request reaches the server, or after the server has handled it (then the answer is what is lost). It
 * records every request with its Idempotency-Key and whether the server saw it, so a test can say "sent twice,
 * handled once". Each test file gets one server; every database a test opens is closed after it (RxDB allows 13
 * open collections per JavaScript context and the shop has 11).
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import type { ShopSync } from '../../src/app/data/SyncContext';
import { createShopSync } from '../../src/app/data/shopSync';
import {
  EventLog,
  openShopDatabase,
  type ShopCollections,
  type ShopDatabase,
  type SyncError,
} from '../../src/db';
import { buildOrderPayload, type OrderStorePayload, orderTotals, toFils } from '../../src/domain';
import { type ApiClient, createApiClient, SyncEngine, workerApi } from '../../src/sync-worker';
import type { RequestOptions } from '../../src/sync-worker/apiClient';
import { cartItem, selectedAddress } from '../domain/factories';
import { serverForThisFile } from '../sync-worker/support/serverForThisFile';

export type FaultKind =
  | 'networkCut'
  | 'status500Json'
  | 'status500Html'
  | 'hang'
  | 'invalidJson'
  | 'wrongShape';

export interface Fault<Kind extends string = FaultKind> {
  kind: Kind;
  /** How the fault reads in a test's name. */
  name: string;
  /** The failure kind the API client reports for it (SyncError, which the screens turn into text). */
  error: SyncError;
}

/** The four faults of the suite, with both bodies of a 500 and both kinds of malformed answer. */
export const FAULTS: readonly Fault[] = [
  { kind: 'networkCut', name: 'a network cut', error: 'offline' },
  { kind: 'status500Json', name: 'a 500 with a JSON error body', error: 'server' },
  { kind: 'status500Html', name: 'a 500 with an HTML body', error: 'server' },
  { kind: 'hang', name: 'a server hanging past the time-out', error: 'timeout' },
  { kind: 'invalidJson', name: 'an answer that is not valid JSON', error: 'invalidResponse' },
  { kind: 'wrongShape', name: 'JSON of the wrong shape', error: 'invalidResponse' },
];

export function faultOf(kind: FaultKind): Fault {
  const found = FAULTS.find((fault) => fault.kind === kind);
  if (!found) throw new Error(`no fault ${kind}`);
  return found;
}

/** Not a fault but its contrast: the server refusing the request (a 4xx), the one answer that fails an event. */
export const REFUSAL: Fault<'refused'> = { kind: 'refused', name: 'a 422 refusal', error: 'server' };
export const REFUSAL_TEXT = 'Refused by the fault suite';

/**
 * Not one of the four faults either: a 200 whose status is false with empty data, which SPEC §8 names as the way a
 * category helper fails ('Error fetching categories'). An ERP may answer so; it is a failure, not an empty shop.
 */
export const STATUS_FALSE: Fault<'statusFalse'> = {
  kind: 'statusFalse',
  name: 'a 200 saying status false with empty data',
  error: 'server',
};

type Injected = Fault<FaultKind | 'refused' | 'statusFalse'>;

/** 'before': the request never reaches the server. 'after': the server handled it and the answer is what fails. */
export type FaultTiming = 'before' | 'after';

/** The message of the reference server's own 500 (server/http/messages.ts internalError). */
export const SERVER_ERROR_TEXT = 'Something went wrong. Please try again.';

/**
 * While a hang is injected the client's time-out is shortened to this, through the per-request option the API
 * client offers: the hang is what is under test, not the length of the time-out. No test measures time.
 */
const HANG_TIMEOUT_MS = 100;

export interface SentRequest {
  method: string;
  /** The API path without the /api prefix, with its query. */
  path: string;
  idempotencyKey: string | null;
  /** Whether the server handled it (a fault 'after' still counts: the server acted, the answer was lost). */
  reachedServer: boolean;
  /** The JSON body a POST carried, as sent. */
  body: string | null;
  fault: Injected['kind'] | null;
}

/** A fetch that never answers: it rejects only when the client's own signal gives up, as a real fetch does. */
function untilAborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    if (signal?.aborted) reject(signal.reason);
    signal?.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
}

function faultyAnswer(kind: Injected['kind'], signal: AbortSignal | null | undefined): Promise<Response> {
  switch (kind) {
    case 'networkCut':
      return Promise.reject(new TypeError('fetch failed'));
    case 'status500Json':
      return Promise.resolve(Response.json({ status: false, message: SERVER_ERROR_TEXT }, { status: 500 }));
    case 'status500Html':
      return Promise.resolve(
        new Response('<html><body><h1>500 Internal Server Error</h1></body></html>', {
          status: 500,
          headers: { 'Content-Type': 'text/html' },
        }),
      );
    case 'hang':
      return untilAborted(signal);
    case 'invalidJson':
      return Promise.resolve(
        new Response('{"status": true, "data": [{"id": 1, "name": ', {
          status: 200,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
    case 'wrongShape':
      // Every call of the shop expects an object at the top; a list parses as JSON and fits none of them.
      return Promise.resolve(Response.json([{ unexpected: true }]));
    case 'statusFalse':
      return Promise.resolve(
        Response.json({ status: false, data: [], message: 'Error fetching categories' }),
      );
    case 'refused':
      return Promise.resolve(
        Response.json({ status: false, success: false, message: REFUSAL_TEXT }, { status: 422 }),
      );
  }
}

export class FaultyNetwork {
  readonly sent: SentRequest[] = [];
  private fault: Injected | null = null;
  private timing: FaultTiming = 'before';
  private only: RegExp | null = null;

  /** `only`: the paths the fault strikes (with their query); every call by default. */
  inject(fault: Injected, timing: FaultTiming = 'before', only: RegExp | null = null): void {
    this.fault = fault;
    this.timing = timing;
    this.only = only;
  }

  heal(): void {
    this.fault = null;
    this.only = null;
  }

  /** Whether a call to `path` meets a hang: only those wait out the shortened time-out. */
  hangs(path: string): boolean {
    return this.fault?.kind === 'hang' && (this.only === null || this.only.test(path));
  }

  /** Forgets what was sent so far (the set-up's requests), so counts speak of the test alone. */
  forget(): void {
    this.sent.length = 0;
  }

  withKey(key: string): SentRequest[] {
    return this.sent.filter((request) => request.idempotencyKey === key);
  }

  readonly fetch = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const fault = this.only === null || this.only.test(path) ? this.fault : null;
    const record: SentRequest = {
      method: init.method ?? 'GET',
      path,
      idempotencyKey: new Headers(init.headers).get('Idempotency-Key'),
      reachedServer: false,
      body: typeof init.body === 'string' ? init.body : null,
      fault: fault?.kind ?? null,
    };
    this.sent.push(record);
    if (fault && this.timing === 'before') return faultyAnswer(fault.kind, init.signal);
    if (!fault) {
      const response = await fetch(url, init);
      record.reachedServer = true;
      return response;
    }
    // The server's answer is awaited whole, without the client's signal, so the fault always follows a request
    // the server finished; then the client is told what the fault says.
    const answered = await fetch(url, { ...init, signal: null });
    await answered.arrayBuffer();
    record.reachedServer = true;
    return faultyAnswer(fault.kind, init.signal);
  };
}

/**
 * The client the engine uses, with the time-out shortened for the calls a hang strikes: the others (what the outbox
 * reads before it sends an order) still get the server's answer on a busy machine.
 */
function hangAware(client: ApiClient, network: FaultyNetwork): ApiClient {
  const options = (path: string, request?: RequestOptions) =>
    network.hangs(path) ? { ...request, timeoutMs: HANG_TIMEOUT_MS } : request;
  return {
    get: (path, schema, request) => client.get(path, schema, options(path, request)),
    post: (path, body, schema, request) => client.post(path, body, schema, options(path, request)),
    delete: (path, schema, request) => client.delete(path, schema, options(path, request)),
    stream: (path, request) => client.stream(path, request),
  };
}

export interface Shop {
  db: ShopDatabase;
  engine: SyncEngine;
  /** What the window's code is given: the engine's calls as the bridge passes them, live queries included. */
  sync: ShopSync;
  network: FaultyNetwork;
  log: EventLog;
  now: () => number;
  /** Moves the clock on, by default past the longest outbox backoff (60 s). */
  later: (ms?: number) => void;
}

export interface Customer {
  token: string;
  userId: number;
  phone: string;
}

export type CollectionName = keyof ShopCollections;

/** Every document of the collections, as plain JSON in id order: what "the local data" means in these tests. */
export async function stored(db: ShopDatabase, names: readonly CollectionName[]) {
  const entries = await Promise.all(
    names.map(async (name) => {
      const docs = await (db[name] as ShopDatabase['products']).find().exec();
      const json = docs.map((doc) => doc.toJSON() as { id: string });
      return [name, json.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export function faultHarness(name: string) {
  const { server, closeAfterTest } = serverForThisFile();
  let databases = 0;
  let phones = 0;

  const apiBase = (): string => server().apiBase;

  /** What the server holds, asked directly (not through the faulty network). */
  const serverData = async <T>(path: string, token?: string): Promise<T> => {
    const response = await fetch(`${apiBase()}${path}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return ((await response.json()) as { data: T }).data;
  };

  return {
    apiBase,

    /** A shop on a fresh local database, its sync engine talking to the server through a faulty network. */
    async open(): Promise<Shop> {
      const database = await openShopDatabase({
        name: `faults-${name}-${++databases}`,
        dexie: { indexedDB, IDBKeyRange },
        multiInstance: false,
      });
      closeAfterTest(database);
      let time = Date.now();
      const now = () => time;
      const network = new FaultyNetwork();
      const client = createApiClient({ baseUrl: apiBase(), language: () => 'en', fetch: network.fetch });
      const engine = new SyncEngine(database, hangAware(client, network), now);
      const api = workerApi(Promise.resolve(engine));
      return {
        db: database,
        engine,
        sync: createShopSync(() => api),
        network,
        log: new EventLog(database, { now }),
        now,
        later: (ms = 120_000) => {
          time += ms;
        },
      };
    },

    /** Logs a new customer in through the real OTP calls, records the session, and forgets those requests. */
    async logIn(shop: Shop): Promise<Customer> {
      const phone = `+9655${String(++phones).padStart(7, '0')}`;
      const sent = await shop.engine.account.sendOtp(phone);
      const verified = await shop.engine.account.verifyOtp(phone, sent.otp ?? '');
      if (!verified.session) throw new Error(`login failed: ${verified.message}`);
      const { token, userId, name: userName } = verified.session;
      await shop.log.append('LoggedIn', { session: { token, userId, userName, mobile: phone } });
      shop.network.forget();
      return { token, userId: Number(userId), phone };
    },

    /** A cash order for one of product 1, built as checkout builds it (the server checks prices and sums). */
    async cashOrder(customer: Customer): Promise<OrderStorePayload> {
      const product = await serverData<{ price: number; name: string }>('/getProductById/1');
      const built = buildOrderPayload({
        userId: customer.userId,
        address: selectedAddress({ phone: customer.phone }),
        items: [cartItem({ id: '1', name: product.name, price: String(product.price), quantity: 1 })],
        // Delivery in Kuwait is free from 20 KD (SPEC §9 free_after); the server checks the fee.
        totals: orderTotals(toFils(product.price), 0, 0),
        paymentMethod: 'cash',
        promoCode: null,
      });
      if (!built.ok) throw new Error(built.key);
      return built.payload;
    },

    serverData,

    /** Changes the server's catalogue behind the shop's back (prices, stock, rates, promos), as staff would. */
    sql: (script: string) => server().database.runScript(script),
  };
}
