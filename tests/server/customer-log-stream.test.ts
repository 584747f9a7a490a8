// The live pull of the customer's log (docs/API.md "The customer's log": GET /api/customer/log/stream), read as
// the client's worker reads it: fetch from a real listening server, the text parsed message by message. Streams
// here beat their heartbeat once a minute unless a test says otherwise, so what arrives sooner came through the
// database's announcement (LISTEN customer_log), not through a heartbeat's catch-up.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '../../server/app';
import { hearCustomerChanges } from '../../server/customer-log/customer-changes-heard';
import { type OpenStreams, openStreams } from '../../server/customer-log/open-streams';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { drain } from '../../server/drain';
import type { RequestRecord } from '../../server/http/request-record';
import { type Listening, listen } from '../../server/listen';
import { createMetrics, type ShopMetrics } from '../../server/metrics';
import { developmentAdminSecret } from '../../server/routes/admin';
import { createScratchPostgresDatabase, openSeededDatabase, testDatabaseKind } from '../../server/testing';
import { type LoggedIn, logIn, newPhone } from './support/customers';
import { type EventStreamReader, readEventStream } from './support/event-stream';
import { cartCleared, cartItemAdded, favoriteToggled, type PushedEvent } from './support/log-events';
import { buildOrder } from './support/orders';
import { type SeededApp, shopCalls } from './support/seeded-app';

type Instance = {
  base: string;
  shop: SeededApp;
  server: Listening;
  streams: OpenStreams;
  records: RequestRecord[];
  metrics: ShopMetrics;
  stopHearing(): Promise<void>;
  close(): Promise<void>;
};

/**
 * An instance of the shop on `database`, listening on a port of its own: with its own LISTEN for its customers'
 * changes, as main.ts starts one, unless `hearing` is false.
 */
async function startInstance(
  database: DatabaseHandle,
  { heartbeatMs = 60_000, hearing = true }: { heartbeatMs?: number; hearing?: boolean } = {},
): Promise<Instance> {
  const streams = openStreams();
  const stopHearing = hearing ? await hearCustomerChanges(database, streams) : async () => {};
  const records: RequestRecord[] = [];
  const metrics = createMetrics({ openStreams: streams.count });
  const app = createApp({
    db: database.db,
    mode: 'development',
    customerStreams: streams,
    streamHeartbeatMs: heartbeatMs,
    metrics,
    onRequest: (record) => records.push(record),
  });
  const server = await listen(app, { port: 0, hostname: '127.0.0.1' });
  const base = `http://127.0.0.1:${server.port}`;
  return {
    base,
    shop: { ...shopCalls((path, init) => fetch(`${base}${path}`, init)), database, close: async () => {} },
    server,
    streams,
    records,
    metrics,
    stopHearing,
    async close() {
      streams.closeAll();
      await server.close(1_000);
      await stopHearing();
    },
  };
}

type Stored = { data: { stored: { id: string; seq: number }[] } };

async function push(instance: Instance, customer: LoggedIn, events: PushedEvent[]): Promise<number[]> {
  const reply = await instance.shop.post<Stored>('/api/customer/log', { events }, { token: customer.token });
  expect(reply.status).toBe(200);
  return reply.body.data.stored.map((stored) => stored.seq);
}

async function openStream(
  instance: Instance,
  customer: LoggedIn,
  { headers = {}, query = '' }: { headers?: Record<string, string>; query?: string } = {},
): Promise<{ response: Response; stream: EventStreamReader }> {
  const response = await fetch(`${instance.base}/api/customer/log/stream${query}`, {
    headers: { Authorization: `Bearer ${customer.token}`, ...headers },
  });
  if (!response.body) throw new Error('the stream has no body');
  return { response, stream: readEventStream(response.body) };
}

/** The next message that is not a heartbeat, its data parsed (jsonb keeps a payload's keys in an order of its own). */
async function nextMessage(stream: EventStreamReader, timeoutMs = 5_000) {
  for (;;) {
    const { data, ...message } = await stream.next(timeoutMs);
    if (message.comment !== 'ping')
      return { ...message, data: data === undefined ? undefined : JSON.parse(data) };
  }
}

const logMessage = (event: PushedEvent, seq: number) => ({
  id: String(seq),
  event: 'log',
  data: { ...event, seq },
});

let database: DatabaseHandle;
let shop: Instance;
const opened: EventStreamReader[] = [];

beforeAll(async () => {
  database = await openSeededDatabase();
  shop = await startInstance(database);
});

afterAll(async () => {
  for (const stream of opened) await stream.close();
  await shop.close();
  await database.close();
});

async function follow(instance: Instance, customer: LoggedIn, options?: Parameters<typeof openStream>[2]) {
  const opening = await openStream(instance, customer, options);
  opened.push(opening.stream);
  return opening;
}

describe('GET /api/customer/log/stream', () => {
  it('sends the events after Last-Event-ID, then each new one as it is stored', async () => {
    const noura = await logIn(shop.shop);
    const events = [cartItemAdded(12), favoriteToggled(3), cartCleared()];
    const seqs = await push(shop, noura, events);
    const { response, stream } = await follow(shop, noura, { headers: { 'Last-Event-ID': String(seqs[0]) } });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/event-stream; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Accel-Buffering')).toBe('no');
    expect(await nextMessage(stream)).toEqual(logMessage(events[1] as PushedEvent, 2));
    expect(await nextMessage(stream)).toEqual(logMessage(events[2] as PushedEvent, 3));
    const later = cartItemAdded(14);
    await push(shop, noura, [later]);
    expect(await nextMessage(stream)).toEqual(logMessage(later, 4));
  });

  it('starts after ?after= without Last-Event-ID, which wins when both are sent', async () => {
    const fahad = await logIn(shop.shop);
    const events = [cartItemAdded(1), cartItemAdded(2), cartItemAdded(3)];
    await push(shop, fahad, events);
    const byQuery = await follow(shop, fahad, { query: '?after=2' });
    expect(await nextMessage(byQuery.stream)).toEqual(logMessage(events[2] as PushedEvent, 3));
    const both = await follow(shop, fahad, { query: '?after=0', headers: { 'Last-Event-ID': '1' } });
    expect((await nextMessage(both.stream)).id).toBe('2');
    const fromStart = await follow(shop, fahad);
    expect((await nextMessage(fromStart.stream)).id).toBe('1');
    const bad = await fetch(`${shop.base}/api/customer/log/stream`, {
      headers: { Authorization: `Bearer ${fahad.token}`, 'Last-Event-ID': 'seven', 'Accept-Language': 'en' },
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toBe(
      'after (or Last-Event-ID) must be a whole number from 0, and limit one from 1 to 1000.',
    );
  });

  it("sends only the customer's own events", async () => {
    const huda = await logIn(shop.shop);
    const other = await logIn(shop.shop);
    const { stream } = await follow(shop, huda);
    await push(shop, other, [cartItemAdded(40)]);
    const own = cartItemAdded(41);
    await push(shop, huda, [own]);
    expect(await nextMessage(stream)).toEqual(logMessage(own, 1));
  });

  it('sends a heartbeat comment, and catches up at each heartbeat when no announcement is heard', async () => {
    const deaf = await startInstance(database, { heartbeatMs: 150, hearing: false });
    try {
      const customer = await logIn(deaf.shop);
      const { stream } = await follow(deaf, customer);
      expect(await stream.next()).toEqual({ comment: 'ping' });
      const event = cartCleared();
      await push(deaf, customer, [event]);
      expect(await nextMessage(stream)).toEqual(logMessage(event, 1));
    } finally {
      await deaf.close();
    }
  });

  it("sends the new status of the customer's order, whoever changes it", async () => {
    const customer = await logIn(shop.shop);
    const { body } = await buildOrder(shop.shop, customer, { lines: [{ productId: 6, quantity: 1 }] });
    const placed = await shop.shop.post<{ data: number }>('/api/order/store', body, {
      token: customer.token,
      idempotencyKey: 'stream-order-1',
    });
    const orderId = placed.body.data;
    const { stream } = await follow(shop, customer);
    const changed = await shop.shop.post(
      `/api/admin/orders/${orderId}/status`,
      { status: 'shipped' },
      { headers: { 'X-Admin-Secret': developmentAdminSecret } },
    );
    expect(changed.status).toBe(200);
    // An order message carries no id: Last-Event-ID stays the seq of the log.
    expect(await nextMessage(stream)).toEqual({ event: 'order', data: { orderId, status: 'shipped' } });
    await database.db.execute(sql`update orders set order_status = 'on_the_way' where id = ${orderId}`);
    expect(await nextMessage(stream)).toEqual({
      event: 'order',
      data: { orderId, status: 'on_the_way' },
    });
  });
});

describe('a stream ends when its token is revoked', () => {
  it('at the logout of its token, while the same customer on another device keeps theirs', async () => {
    const phone = newPhone();
    const phoneOne = await logIn(shop.shop, phone);
    const laptop = await logIn(shop.shop, phone);
    expect(laptop.id).toBe(phoneOne.id);
    const onPhone = await follow(shop, phoneOne);
    const onLaptop = await follow(shop, laptop);
    const loggedOut = await shop.shop.post('/api/customer/logout', {}, { token: phoneOne.token });
    expect(loggedOut.status).toBe(200);
    expect(await onPhone.stream.ended()).toEqual([]);
    const event = cartCleared();
    await push(shop, laptop, [event]);
    expect(await nextMessage(onLaptop.stream)).toEqual(logMessage(event, 1));
    // Opening it again is refused.
    expect((await openStream(shop, phoneOne)).response.status).toBe(401);
  });

  it('at the next heartbeat when the token goes without an announcement (expiry, removal by hand)', async () => {
    const beating = await startInstance(database, { heartbeatMs: 150 });
    try {
      const customer = await logIn(beating.shop);
      const { stream } = await follow(beating, customer);
      await database.db.execute(
        sql`update sessions set expires_at = now() where customer_id = ${customer.id}`,
      );
      expect((await stream.ended()).filter((message) => message.comment !== 'ping')).toEqual([]);
    } finally {
      await beating.close();
    }
  });
});

describe('an instance with open streams', () => {
  it('counts them in its metrics, and logs each stream once, when it ends, without its events', async () => {
    const customer = await logIn(shop.shop);
    const marker = 'marker-of-a-private-payload';
    await push(shop, customer, [
      cartItemAdded(5, { payload: { item: { id: '5', price: '1.000', name: marker } } }),
    ]);
    const gauge = async () => /shop_customer_log_streams (\d+)/.exec((await shop.metrics.scrape()).text)?.[1];
    const before = Number(await gauge());
    const streamed = () => shop.records.filter((record) => record.route === '/api/customer/log/stream');
    const loggedBefore = streamed().length;
    const { stream } = await follow(shop, customer);
    expect(JSON.stringify((await nextMessage(stream)).data)).toContain(marker);
    expect(Number(await gauge())).toBe(before + 1);
    expect(streamed()).toHaveLength(loggedBefore);
    await stream.close();
    await expect.poll(() => streamed().length).toBe(loggedBefore + 1);
    expect(streamed().at(-1)).toMatchObject({ method: 'GET', status: 200 });
    await expect.poll(gauge).toBe(String(before));
    expect(JSON.stringify(shop.records)).not.toContain(marker);
  });

  it('logs a stream served in process once it ends, without holding its reply back', async () => {
    const records: RequestRecord[] = [];
    const app = createApp({
      db: database.db,
      mode: 'development',
      onRequest: (record) => records.push(record),
    });
    const customer = await logIn(shop.shop);
    const event = cartCleared();
    await push(shop, customer, [event]);
    const response = await app.request('/api/customer/log/stream', {
      headers: { Authorization: `Bearer ${customer.token}` },
    });
    const stream = readEventStream(response.body as ReadableStream<Uint8Array>);
    expect(await nextMessage(stream)).toEqual(logMessage(event, 1));
    expect(records).toEqual([]);
    await stream.close();
    expect(records).toMatchObject([{ route: '/api/customer/log/stream', status: 200 }]);
  });

  it('ends them when it drains, so they never hold it past its grace', async () => {
    const draining = await startInstance(database);
    const customer = await logIn(draining.shop);
    const { stream } = await follow(draining, customer);
    await push(draining, customer, [cartCleared()]);
    await nextMessage(stream);
    const started = Date.now();
    await drain(
      draining.server,
      { markDraining: () => {}, endStreams: draining.streams.closeAll, closeRest: draining.stopHearing },
      { graceMs: 0, timeoutMs: 20_000 },
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await stream.ended()).toEqual([]);
    expect(draining.streams.count()).toBe(0);
  });
});

describe.runIf(testDatabaseKind === 'postgres')('two instances on one PostgreSQL database', () => {
  let handles: DatabaseHandle[] = [];
  let instances: Instance[] = [];
  let drop = async () => {};

  beforeAll(async () => {
    const { adminUrl, runTag, template } = inject('shopPostgresRun');
    const scratch = await createScratchPostgresDatabase(adminUrl, { runTag, template });
    drop = scratch.drop;
    // Each instance with its own pool and its own listening connection, as two processes have.
    handles = [
      await openDatabase({ databaseUrl: scratch.url }),
      await openDatabase({ databaseUrl: scratch.url }),
    ];
    instances = await Promise.all(handles.map((handle) => startInstance(handle)));
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    for (const handle of handles) await handle.close();
    await drop();
  });

  it('a stream on one hears a push made on the other', async () => {
    const [one, other] = instances as [Instance, Instance];
    const customer = await logIn(one.shop);
    const { stream } = await follow(other, customer);
    const event = favoriteToggled(9);
    await push(one, customer, [event]);
    expect(await nextMessage(stream)).toEqual(logMessage(event, 1));
  });

  it('pushes of one customer on both at once get distinct seqs with no gap, each id one seq', async () => {
    const [one, other] = instances as [Instance, Instance];
    const customer = await logIn(one.shop);
    const batches = Array.from({ length: 12 }, (_, index) => [cartItemAdded(index + 1), cartCleared()]);
    // Every batch is pushed through both instances at the same moment.
    const answers = await Promise.all(
      batches.flatMap((events) => [push(one, customer, events), push(other, customer, events)]),
    );
    const seqOf = new Map<string, number>();
    batches.forEach((events, index) => {
      const [first, second] = [answers[2 * index], answers[2 * index + 1]];
      expect(second).toEqual(first);
      for (const [position, event] of events.entries()) seqOf.set(event.id, first?.[position] ?? 0);
    });
    expect([...seqOf.values()].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 24 }, (_, index) => index + 1),
    );
    const pulled = await one.shop.get<{ data: { events: { id: string; seq: number }[] } }>(
      '/api/customer/log',
      {
        token: customer.token,
      },
    );
    expect(pulled.body.data.events.map((event) => [event.id, event.seq])).toEqual(
      [...seqOf.entries()].sort((a, b) => a[1] - b[1]),
    );
  });

  it('a logout on one ends the stream of that token on the other', async () => {
    const [one, other] = instances as [Instance, Instance];
    const customer = await logIn(one.shop);
    const { stream } = await follow(other, customer);
    await one.shop.post('/api/customer/logout', {}, { token: customer.token });
    expect(await stream.ended()).toEqual([]);
  });
});
