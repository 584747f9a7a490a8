/**
 * The window's view of the local database, served by the sync worker (DESIGN "The local database": the window
 * never holds RxDB). A live query pushes its result and every new one after a write, whoever wrote; closing it
 * stops the pushes; the data a server render inlined is stored before any query answers, and only the public
 * catalogue is ever taken from a page.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { type LiveQuery, liveQueryKey, type PageData } from '../../src/contract';
import { EventLog, openShopDatabase, type ProductDoc, type ShopDatabase } from '../../src/db';
import { CartItemSchema } from '../../src/domain';
import { type ApiClient, LocalData, SyncEngine } from '../../src/sync-worker';
import type { CatalogueSync } from '../../src/sync-worker/catalogueSync';
import { shirt, shirtVariants } from '../app/catalogueFixtures';
import { category, product, syncStatus } from '../app/shopFixtures';

let db: ShopDatabase | undefined;
let databases = 0;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

// These tests read and write the device only: a call that reached the network would be a mistake.
const noNetwork: ApiClient = {
  get: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
  post: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
  delete: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
  stream: async () => ({ ok: false, error: 'offline', message: 'no network in these tests' }),
};

/** A worker's local data over `database` (a second one over the same database stands for another worker). */
const localDataOver = (database: ShopDatabase): LocalData => new SyncEngine(database, noNetwork).local;

async function openLocal() {
  db = await openShopDatabase({
    name: `local-data-${++databases}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  return { db, local: localDataOver(db) };
}

/** Every result a live query pushed, newest last. */
function results() {
  const pushed: unknown[][] = [];
  return {
    pushed,
    onResult: (docs: unknown[]) => {
      pushed.push(docs);
    },
    /** The ids of the newest result. */
    latestIds: () => (pushed.at(-1) as { id: string }[] | undefined)?.map((doc) => doc.id),
  };
}

const item = (id: string) => CartItemSchema.parse({ id, price: '1.5', name: `item ${id}`, quantity: 1 });
const CART_EVENTS: LiveQuery<'events'> = {
  collection: 'events',
  selector: { type: 'CartItemAdded' },
  sort: [{ id: 'asc' }],
};
const PRODUCTS: LiveQuery<'products'> = { collection: 'products', sort: [{ id: 'asc' }] };
const HOME_STATUS: LiveQuery<'sync_status'> = { collection: 'sync_status', selector: { id: 'home' } };

describe('a live query (DESIGN "How data flows": the worker pushes each new result to the window)', () => {
  it('pushes the current result, then a new one after each write, as plain documents', async () => {
    const { local } = await openLocal();
    const seen = results();
    await local.openLiveQuery(1, PRODUCTS, seen.onResult);
    await expect.poll(seen.latestIds).toEqual([]);

    await db?.products.insert(product(1));
    await expect.poll(seen.latestIds).toEqual(['1']);
    await db?.products.insert(product(2));
    await expect.poll(seen.latestIds).toEqual(['1', '2']);
    expect(seen.pushed.at(-1)?.[0]).toStrictEqual(product(1));
  });

  it('pushes an event appended through it, and the projection folded from it', async () => {
    const { local } = await openLocal();
    const events = results();
    const projection = results();
    await local.openLiveQuery(1, CART_EVENTS, events.onResult);
    await local.openLiveQuery(
      2,
      { collection: 'projections', selector: { id: 'shop' } },
      projection.onResult,
    );

    await local.appendEvent('CartItemAdded', { item: item('7') });
    await expect.poll(() => events.pushed.at(-1)?.length).toBe(1);
    await expect
      .poll(
        () => (projection.pushed.at(-1)?.[0] as { state?: { cart?: { cartProducts?: unknown[] } } })?.state,
      )
      .toMatchObject({ cart: { cartProducts: [expect.objectContaining({ id: '7' })] } });
  });

  it('pushes a write made by another LocalData or event log over the same database (another tab’s worker)', async () => {
    const { db: database, local } = await openLocal();
    const seen = results();
    await local.openLiveQuery(1, CART_EVENTS, seen.onResult);

    await localDataOver(database).appendEvent('CartItemAdded', { item: item('1') });
    await expect.poll(() => seen.pushed.at(-1)?.length).toBe(1);
    await new EventLog(database).append('CartItemAdded', { item: item('2') });
    await expect.poll(() => seen.pushed.at(-1)?.length).toBe(2);
  });

  it('stops pushing once closed: a write after it reaches only the queries still open', async () => {
    const { local } = await openLocal();
    const closed = results();
    const open = results();
    await local.openLiveQuery(1, PRODUCTS, closed.onResult);
    await expect.poll(closed.latestIds).toEqual([]);
    local.closeLiveQuery(1);
    await local.openLiveQuery(2, PRODUCTS, open.onResult);

    await db?.products.insert(product(1));
    await expect.poll(open.latestIds).toEqual(['1']);
    expect(closed.pushed).toEqual([[]]);
  });

  it('never starts when it is closed before its opening finished (a screen left at once)', async () => {
    const { local } = await openLocal();
    const closed = results();
    const open = results();
    // The opening waits for the event log to be folded; the close arrives meanwhile.
    const opening = local.openLiveQuery(1, PRODUCTS, closed.onResult);
    local.closeLiveQuery(1);
    await opening;
    await local.openLiveQuery(2, PRODUCTS, open.onResult);

    await db?.products.insert(product(1));
    await expect.poll(open.latestIds).toEqual(['1']);
    expect(closed.pushed).toEqual([]);
  });
});

describe('a live query as its database closes (a test or a page ending while a screen still watches)', () => {
  it('opened after the database closed does nothing, and does not fail', async () => {
    const { db: database, local } = await openLocal();
    const late = results();
    await database.close();

    await expect(local.openLiveQuery(1, PRODUCTS, late.onResult)).resolves.toBeUndefined();
    expect(late.pushed).toEqual([]);
  });

  it('whose opening was under way when the database closed does nothing, and does not fail', async () => {
    const { db: database, local } = await openLocal();
    const late = results();
    // The opening waits for the event log to be folded; the database closes meanwhile.
    const opening = local.openLiveQuery(1, PRODUCTS, late.onResult);
    await database.close();

    await expect(opening).resolves.toBeUndefined();
    // Whether the fold or the close came first, at most the result from before the close was pushed.
    expect(late.pushed.slice(1)).toEqual([]);
  });

  it('answered once before the database closed hears nothing after it, and its close does not fail', async () => {
    const { db: database, local } = await openLocal();
    const seen = results();
    await local.openLiveQuery(1, PRODUCTS, seen.onResult);
    await expect.poll(seen.latestIds).toEqual([]);
    await database.close();

    expect(() => local.closeLiveQuery(1)).not.toThrow();
    expect(seen.pushed).toEqual([[]]);
  });
});

describe('the data a server render inlined in the page (DESIGN "How data flows": first visit, then hydrate)', () => {
  it('stores the catalogue documents of the page', async () => {
    const { db: database, local } = await openLocal();
    const page: PageData = {
      [liveQueryKey(PRODUCTS)]: { collection: 'products', docs: [product(1), product(2)] },
      [liveQueryKey(HOME_STATUS)]: { collection: 'sync_status', docs: [syncStatus()] },
    };
    await local.seedPage(page);
    expect((await database.products.find().exec()).map((doc) => doc.id).sort()).toEqual(['1', '2']);
    expect(await database.sync_status.count().exec()).toBe(1);
  });

  it("writes a document two of the page's queries read once (the top categories and the whole tree)", async () => {
    const { db: database, local } = await openLocal();
    const top = category(1);
    const child = category(2, { parentId: 1, level: 2 });
    await local.seedPage({
      top: { collection: 'categories', docs: [top] },
      tree: { collection: 'categories', docs: [top, child] },
    });
    const stored = await database.categories.find().exec();
    expect(stored.map((doc) => doc.id).sort()).toEqual(['1', '2']);
    // A first revision each: written in one go, never twice (a live query of the tree sees it whole at once).
    expect(stored.map((doc) => doc.toJSON(true)._rev.split('-')[0])).toEqual(['1', '1']);
  });

  it('ignores an entry that names a customer collection (events, addresses): a page never writes those', async () => {
    const { db: database, local } = await openLocal();
    const forged = {
      [liveQueryKey(PRODUCTS)]: { collection: 'products', docs: [product(1)] },
      events: {
        collection: 'events',
        docs: [
          {
            id: 'forged',
            type: 'CartCleared',
            aggregate: 'cart',
            payload: {},
            at: 1,
            outboxStatus: 'none',
            outboxAttempts: 0,
            outboxLastError: null,
            nextAttemptAt: 0,
          },
        ],
      },
      addresses: {
        collection: 'addresses',
        docs: [{ id: '1', serverId: 1, userId: '7', clientId: null, address: { id: 1 } }],
      },
    } as unknown as PageData;
    await local.seedPage(forged);
    expect(await database.products.count().exec()).toBe(1);
    expect(await database.events.count().exec()).toBe(0);
    expect(await database.addresses.count().exec()).toBe(0);
  });

  it('keeps the variants a stored product got from its own call when the page lists it without them', async () => {
    const { db: database, local } = await openLocal();
    await database.products.insert(shirt({ variantSystem: shirtVariants, detailFetchedAt: 50 }));
    const listed: ProductDoc = { ...shirt({ priceFils: 4_500 }), variantSystem: null, detailFetchedAt: null };
    await local.seedPage({ list: { collection: 'products', docs: [listed] } });

    const stored = (await database.products.findOne('7').exec())?.toJSON();
    expect(stored?.priceFils).toBe(4_500);
    expect(stored?.variantSystem).toEqual(shirtVariants);
    expect(stored?.detailFetchedAt).toBe(50);
  });

  it('takes a product page’s own detail over the stored one', async () => {
    const { db: database, local } = await openLocal();
    await database.products.insert(shirt({ variantSystem: null, detailFetchedAt: 50 }));
    const detail = shirt({ variantSystem: shirtVariants, detailFetchedAt: 90 });
    await local.seedPage({ detail: { collection: 'products', docs: [detail] } });

    const stored = (await database.products.findOne('7').exec())?.toJSON();
    expect(stored?.variantSystem).toEqual(shirtVariants);
    expect(stored?.detailFetchedAt).toBe(90);
  });

  it('is stored before a query asked meanwhile answers, once or live', async () => {
    const { local } = await openLocal();
    const live = results();
    const seeding = local.seedPage({
      [liveQueryKey(PRODUCTS)]: { collection: 'products', docs: [product(1), product(2)] },
    });
    const once = local.queryOnce(PRODUCTS);
    await local.openLiveQuery(1, PRODUCTS, live.onResult);

    expect(((await once) as ProductDoc[]).map((doc) => doc.id)).toEqual(['1', '2']);
    await expect.poll(() => live.pushed.length).toBeGreaterThan(0);
    expect(live.latestIds()).toEqual(['1', '2']);
    expect(live.pushed[0]?.length).toBe(2);
    await seeding;
  });

  it("answers the customer's own collections without waiting for the page's catalogue to be written", async () => {
    const { db: database } = await openLocal();
    let release: () => void = () => undefined;
    const slowCatalogue = {
      storePage: () => new Promise<void>((resolve) => (release = resolve)),
    } as unknown as CatalogueSync;
    const local = new LocalData(database, slowCatalogue, new EventLog(database));
    const seeding = local.seedPage({
      [liveQueryKey(PRODUCTS)]: { collection: 'products', docs: [product(1)] },
    });
    const cart = results();
    const catalogue = results();
    await local.openLiveQuery(1, { collection: 'projections' }, cart.onResult);
    void local.openLiveQuery(2, PRODUCTS, catalogue.onResult);

    await expect.poll(() => cart.pushed.length).toBeGreaterThan(0);
    expect(catalogue.pushed).toHaveLength(0);
    release();
    await seeding;
    await expect.poll(() => catalogue.pushed.length).toBeGreaterThan(0);
  });
});
