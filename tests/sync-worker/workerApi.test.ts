/**
 * Live queries across the bridge as the app runs them (DESIGN "How data flows"): the worker's API exposed with
 * comlink on one end of a real MessageChannel, the window's `createShopSync` over the other, callbacks passed with
 * comlink's `proxy`. The window subscribes to a query and hears every new result until it unsubscribes.
 */
import { expose, proxy, wrap } from 'comlink';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { createShopSync } from '../../src/app/data/shopSync';
import type { LiveQuery, SyncWorkerApi } from '../../src/contract';
import { openShopDatabase, type ShopDatabase } from '../../src/db';
import { CartItemSchema } from '../../src/domain';
import { type ApiClient, SyncEngine, workerApi } from '../../src/sync-worker';

let db: ShopDatabase | undefined;
let channel: MessageChannel | undefined;
let databases = 0;
afterEach(async () => {
  channel?.port1.close();
  channel?.port2.close();
  channel = undefined;
  await db?.close();
  db = undefined;
});

const noNetwork: ApiClient = {
  get: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
  post: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
  delete: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
  stream: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
};

/**
 * The worker on port1 and the window on port2. Every result that crosses the channel is counted per
 * subscription, in the order the window subscribed, before the window's own bookkeeping sees it.
 */
async function bridge() {
  db = await openShopDatabase({
    name: `worker-api-${++databases}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  channel = new MessageChannel();
  expose(workerApi(Promise.resolve(new SyncEngine(db, noNetwork))), channel.port1);
  const remote = wrap<SyncWorkerApi>(channel.port2) as unknown as SyncWorkerApi;
  const crossed: number[] = [];
  const sync = createShopSync(
    () => remote,
    (callback) => {
      const subscription = crossed.push(0) - 1;
      return proxy((docs: unknown[]) => {
        crossed[subscription] = (crossed[subscription] ?? 0) + 1;
        callback(docs);
      });
    },
  );
  return { sync, crossed };
}

const CART_EVENTS: LiveQuery<'events'> = { collection: 'events', selector: { type: 'CartItemAdded' } };
const item = (id: string) => CartItemSchema.parse({ id, price: '1.5', name: `item ${id}`, quantity: 1 });

describe('live queries through a comlink MessageChannel (DESIGN "How data flows")', () => {
  it('gives a subscription the current result and each new one after an append through the bridge', async () => {
    const { sync } = await bridge();
    const heard: unknown[][] = [];
    const unsubscribe = sync.subscribe(CART_EVENTS, (docs) => heard.push(docs));
    await expect.poll(() => heard).toEqual([[]]);

    await sync.appendEvent('CartItemAdded', { item: item('1') });
    await expect.poll(() => heard.at(-1)).toEqual([expect.objectContaining({ type: 'CartItemAdded' })]);
    await sync.appendEvent('CartItemAdded', { item: item('2') });
    await expect.poll(() => heard.at(-1)?.length).toBe(2);
    unsubscribe();
  });

  it('stops sending results once unsubscribed: the worker closes the query, not only the window', async () => {
    const { sync, crossed } = await bridge();
    const heard: unknown[][] = [];
    const unsubscribe = sync.subscribe(CART_EVENTS, (docs) => heard.push(docs));
    await sync.appendEvent('CartItemAdded', { item: item('1') });
    await expect.poll(() => heard.at(-1)?.length).toBe(1);
    const crossedBefore = crossed[0];
    unsubscribe();

    // A second subscription shows when the next append has been seen by every query still open.
    const control: unknown[][] = [];
    const stopControl = sync.subscribe(CART_EVENTS, (docs) => control.push(docs));
    await sync.appendEvent('CartItemAdded', { item: item('2') });
    await expect.poll(() => control.at(-1)?.length).toBe(2);

    expect(crossed[0]).toBe(crossedBefore);
    expect(heard.at(-1)?.length).toBe(1);
    stopControl();
  });
});

/** What became of a call after the turns a failure would take to arrive: an answer, a failure, or nothing. */
const outcome = (call: Promise<unknown>) =>
  Promise.race([
    call.then(
      () => 'answered',
      (error: unknown) => `failed: ${String(error)}`,
    ),
    new Promise((resolve) => setTimeout(() => resolve('no answer'), 100)),
  ]);

describe('calls that outlive the database (a test or a page ending while the window still asks)', () => {
  it('a call made after the database closed neither answers nor fails: nobody is left to hear it', async () => {
    const { sync } = await bridge();
    await db?.close();

    expect(await outcome(sync.searchLocal('shirt', 5))).toBe('no answer');
    expect(await outcome(sync.appendEvent('CartItemAdded', { item: item('1') }))).toBe('no answer');
    expect(await outcome(sync.shopState())).toBe('no answer');
  });

  it('a live query subscribed after the database closed hears nothing and raises nothing', async () => {
    const { sync } = await bridge();
    await db?.close();
    const heard: unknown[][] = [];

    const unsubscribe = sync.subscribe(CART_EVENTS, (docs) => heard.push(docs));
    expect(await outcome(sync.queryOnce(CART_EVENTS))).toBe('no answer');
    unsubscribe();
    expect(heard).toEqual([]);
  });

  it('a call still working when the database closes neither answers nor fails', async () => {
    const { sync } = await bridge();
    const appending = sync.appendEvent('CartItemAdded', { item: item('1') });
    await db?.close();

    expect(await outcome(appending)).toMatch(/^(answered|no answer)$/);
  });
});
