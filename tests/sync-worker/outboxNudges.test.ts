/**
 * A shopper's "Try again" on an order that is taking long, as two tabs' workers meet it: each with its own engine,
 * nudging over a real BroadcastChannel, and only the leader's running the outbox schedule.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openShopDatabase, type ShopDatabase } from '../../src/db';
import { createApiClient, SyncEngine, scheduleOutbox } from '../../src/sync-worker';

const opened: ShopDatabase[] = [];
const stops: (() => void)[] = [];
let names = 0;

afterEach(async () => {
  for (const stop of stops.splice(0)) stop();
  await Promise.all(opened.splice(0).map((db) => db.close()));
});

type Answer = Response | 'network';

/** A tab's worker: its engine on a database of its own, and the calls its outbox makes. */
async function worker(channel: string, answers: Answer[] = []) {
  const db = await openShopDatabase({
    name: `outbox-nudges-${++names}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
    // Two workers in one test stay within RxDB's 13 open collections.
    collections: ['events', 'projections', 'products', 'categories', 'sync_status'],
  });
  opened.push(db);
  const requests: Request[] = [];
  const api = createApiClient({
    baseUrl: 'http://shop.test/api',
    language: () => 'en',
    fetch: async (input, init) => {
      requests.push(new Request(input, init));
      const answer = answers.shift() ?? Response.json({ status: 'success' });
      if (answer === 'network') throw new TypeError('fetch failed');
      return answer;
    },
  });
  // The clock stands still: a backoff never falls due by itself, so only a nudge can send the event again.
  const engine = new SyncEngine(
    db,
    api,
    () => 1_000_000,
    () => new BroadcastChannel(channel),
  );
  return { engine, db, requests };
}

/** Runs the outbox schedule in `leader`, as worker.ts does once that worker wins the election. */
function lead({ engine }: Awaited<ReturnType<typeof worker>>) {
  const schedule = scheduleOutbox(
    engine.db,
    engine.outbox,
    () => () => undefined,
    engine.outboxNudges.listen,
    engine.now,
  );
  stops.push(() => schedule.stop());
}

const abandonedCart = { itemCount: 2, totalFils: 5000 };
const statusOf = async (db: ShopDatabase) => (await db.events.findOne().exec())?.outboxStatus;
const keys = (requests: Request[]) => requests.map((request) => request.headers.get('Idempotency-Key'));

describe('asking for the outbox to be sent now (DESIGN "The local database": only the leader pushes)', () => {
  it("makes the leader's schedule send an event waiting out its backoff at once, when another tab's worker is asked", async () => {
    const channel = `gulfshop-outbox-test-${++names}`;
    const leader = await worker(channel, [Response.json({ message: 'busy' }, { status: 503 })]);
    const follower = await worker(channel);
    lead(leader);
    await leader.engine.local.appendEvent('CartAbandoned', abandonedCart);
    await expect.poll(() => leader.requests.length).toBe(1);
    await expect
      .poll(async () => (await leader.db.events.findOne().exec())?.nextAttemptAt)
      .toBeGreaterThan(0);
    // The other tab holds an event it could send itself, were it allowed to.
    await follower.engine.local.appendEvent('CartAbandoned', abandonedCart);

    await follower.engine.retryOutboxNow();

    await expect.poll(() => statusOf(leader.db)).toBe('sent');
    expect(keys(leader.requests)).toEqual([keys(leader.requests)[0], keys(leader.requests)[0]]);
    expect(follower.requests).toHaveLength(0);
    expect(await statusOf(follower.db)).toBe('pending');
  });

  it('reaches the schedule of the worker asked when that worker leads, though a channel never hands a message back to its sender', async () => {
    const leader = await worker(`gulfshop-outbox-test-${++names}`, ['network']);
    lead(leader);
    await leader.engine.local.appendEvent('CartAbandoned', abandonedCart);
    await expect
      .poll(async () => (await leader.db.events.findOne().exec())?.nextAttemptAt)
      .toBeGreaterThan(0);

    await leader.engine.retryOutboxNow();

    await expect.poll(() => statusOf(leader.db)).toBe('sent');
    expect(leader.requests).toHaveLength(2);
  });

  it('sends nothing from a worker that does not lead, when no worker leads either', async () => {
    const follower = await worker(`gulfshop-outbox-test-${++names}`);
    await follower.engine.local.appendEvent('CartAbandoned', abandonedCart);
    await follower.engine.retryOutboxNow();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(follower.requests).toHaveLength(0);
  });
});
