import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLog, openShopDatabase, type ShopDatabase } from '../../src/db';
import { createApiClient, OutboxPusher, scheduleOutbox } from '../../src/sync-worker';

let db: ShopDatabase | undefined;
let names = 0;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

type Answer = Response | 'network';
const session = { token: 'tok-1', userId: 42, userName: 'Sara', mobile: '+96551234567' };

async function setup(answers: Answer[]) {
  db = await openShopDatabase({
    name: `outbox-${++names}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  let time = 1_000_000;
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/api',
    language: () => 'en',
    fetch: async (input, init) => {
      const request = new Request(input, init);
      requests.push(request);
      const answer = answers.shift() ?? Response.json({ success: true });
      if (answer === 'network') throw new TypeError('fetch failed');
      return answer;
    },
  });
  const log = new EventLog(db, { now: () => time });
  const pusher = new OutboxPusher(db, api, () => time, log);
  const status = async () =>
    (await (db as ShopDatabase).events.find({ sort: [{ id: 'asc' }] }).exec()).map((d) => [
      d.type,
      d.outboxStatus,
    ]);
  return { log, pusher, requests, status, advance: (ms: number) => (time += ms) };
}

describe('the outbox (DESIGN: Event sourcing)', () => {
  it('sends a name change with the bearer token and the event id as idempotency key, then marks it sent', async () => {
    const { log, pusher, requests, status } = await setup([]);
    await log.append('LoggedIn', { session });
    await log.append('NameChanged', { name: 'Sara Ali' });
    expect(await pusher.push()).toEqual({ sent: 1, failed: 0, waiting: 0 });

    const [request] = requests;
    const [event] = await (db as ShopDatabase).events.find({ selector: { type: 'NameChanged' } }).exec();
    expect(request?.url).toBe('http://shop.test/api/customer/update-name');
    expect(request?.headers.get('Authorization')).toBe('Bearer tok-1');
    expect(request?.headers.get('Idempotency-Key')).toBe(event?.id);
    expect(await request?.json()).toEqual({ phone: '+96551234567', name: 'Sara Ali' });
    expect(await status()).toContainEqual(['NameChanged', 'sent']);
  });

  it('keeps an event pending through a network cut and retries it once its backoff is due, with the same key', async () => {
    const { log, pusher, requests, advance } = await setup(['network']);
    await log.append('LoggedIn', { session });
    await log.append('NameChanged', { name: 'Sara' });
    expect(await pusher.push()).toMatchObject({ sent: 0, waiting: 1 });
    const retryAt = await pusher.nextRetryAt();
    expect(retryAt).not.toBeNull();

    expect(await pusher.push()).toMatchObject({ sent: 0, waiting: 1 });
    expect(requests).toHaveLength(1);
    advance(1000);
    expect(await pusher.push()).toMatchObject({ sent: 1 });
    expect(requests.map((r) => r.headers.get('Idempotency-Key'))).toEqual([
      requests[0]?.headers.get('Idempotency-Key'),
      requests[0]?.headers.get('Idempotency-Key'),
    ]);
  });

  it("marks an event failed with the server's message on a 4xx, and never sends it again", async () => {
    const { log, pusher, requests, status } = await setup([
      Response.json({ success: false, message: 'Name too long' }, { status: 422 }),
    ]);
    await log.append('LoggedIn', { session });
    await log.append('NameChanged', { name: 'x'.repeat(300) });
    expect(await pusher.push()).toMatchObject({ failed: 1 });
    const [event] = await (db as ShopDatabase).events.find({ selector: { type: 'NameChanged' } }).exec();
    expect(event?.outboxLastError).toBe('Name too long');
    await pusher.push();
    expect(requests).toHaveLength(1);
    expect(await status()).toContainEqual(['NameChanged', 'failed']);
  });

  it('keeps the order within an aggregate: a later event waits while an earlier one retries', async () => {
    const { log, pusher, requests } = await setup(['network']);
    await log.append('LoggedIn', { session });
    await log.append('NameChanged', { name: 'First' });
    await log.append('NameChanged', { name: 'Second' });
    await pusher.push();
    expect(requests).toHaveLength(1);
    expect(await requests[0]?.json()).toMatchObject({ name: 'First' });
  });

  it('waits for a login before sending a customer event, and keeps events it cannot send yet', async () => {
    const { log, pusher, requests, status } = await setup([]);
    await log.append('NameChanged', { name: 'Guest' });
    await log.append('AddressDeleted', { addressId: 5 });
    expect(await pusher.push()).toMatchObject({ sent: 0, waiting: 2 });
    expect(requests).toHaveLength(0);
    expect(await status()).toEqual([
      ['NameChanged', 'pending'],
      ['AddressDeleted', 'pending'],
    ]);
  });

  it('is pushed by the schedule as soon as a pending event is appended', async () => {
    const { log, pusher, requests } = await setup([]);
    const schedule = scheduleOutbox(
      db as ShopDatabase,
      pusher,
      () => () => undefined,
      () => () => undefined,
    );
    await log.append('CartAbandoned', { itemCount: 2, totalFils: 5000 });
    await expect.poll(() => requests.length).toBe(1);
    expect(new URL(requests[0]?.url ?? '').pathname).toBe('/api/events');
    schedule.stop();
  });
});

describe("the outbox's status for the screens (every tab reads it to say why something has not gone yet)", () => {
  const outboxStatus = async () =>
    (await (db as ShopDatabase).sync_status.findOne('outbox').exec())?.toJSON();

  it('tells a server in trouble (a 500 it retries) from a connection that is down', async () => {
    const { log, pusher, advance } = await setup([
      Response.json({ message: 'boom' }, { status: 500 }),
      'network',
    ]);
    await log.append('LoggedIn', { session });
    await log.append('NameChanged', { name: 'Sara' });
    await pusher.push();
    expect(await outboxStatus()).toMatchObject({ error: 'server', lastSuccessAt: null });
    advance(1000);
    await pusher.push();
    expect(await outboxStatus()).toMatchObject({ error: 'offline', lastSuccessAt: null });
  });

  it('clears the trouble once the server answers, and a refusal (4xx) counts as an answer', async () => {
    const { log, pusher, advance } = await setup([
      Response.json({ message: 'boom' }, { status: 503 }),
      Response.json({ success: false, message: 'Name too long' }, { status: 422 }),
    ]);
    await log.append('LoggedIn', { session });
    await log.append('NameChanged', { name: 'Sara' });
    await pusher.push();
    expect((await outboxStatus())?.error).toBe('server');
    advance(1000);
    expect(await pusher.push()).toMatchObject({ failed: 1 });
    expect(await outboxStatus()).toMatchObject({ error: null, lastSuccessAt: expect.any(Number) });
  });
});
