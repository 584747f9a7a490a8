import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLog, openShopDatabase, type ShopDatabase, toEventDoc } from '../../src/db';
import { CartItemSchema, createEvent, makeEventId } from '../../src/domain';

let db: ShopDatabase | undefined;
let names = 0;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

const open = async (name = `log-${++names}`) => {
  db = await openShopDatabase({ name, dexie: { indexedDB, IDBKeyRange }, multiInstance: false });
  return db;
};
const item = (id: string, price = '2.500') =>
  CartItemSchema.parse({ id, price, name: `item ${id}`, quantity: 1 });
const clock = (start: number) => {
  let t = start;
  return () => t++;
};

describe('the event log (DESIGN: Event sourcing)', () => {
  it('folds an appended event into the projection at once', async () => {
    const log = new EventLog(await open());
    const state = await log.append('CartItemAdded', { item: item('7') });
    expect(state.cart.cartProducts.map((line) => line.id)).toEqual(['7']);
    expect(state.cart.totalPrice).toBe('2.50');
    expect((await log.state()).lastEventId).toBe(state.lastEventId);
  });

  it('loses nothing when the page dies between the append and the projection', async () => {
    const name = `crash-${++names}`;
    const first = new EventLog(await open(name));
    await first.append('CartItemAdded', { item: item('1') });
    const orphan = createEvent(makeEventId(Date.now() + 1000, 0, 'zz'), Date.now(), 'CartItemAdded', {
      item: item('2'),
    });
    await (db as ShopDatabase).events.insert(toEventDoc(orphan));
    expect((await first.state()).cart.cartProducts).toHaveLength(1);
    await db?.close();

    const restarted = new EventLog(await open(name));
    const state = await restarted.catchUp();
    expect(state.cart.cartProducts.map((line) => line.id).sort()).toEqual(['1', '2']);
  });

  it('keeps both tabs’ items when two tabs add at once, even with one tab’s clock behind', async () => {
    const database = await open();
    const tabA = new EventLog(database, { now: clock(2_000_000), randomSuffix: () => 'a' });
    const tabB = new EventLog(database, { now: clock(1_000_000), randomSuffix: () => 'b' });
    await Promise.all([
      tabA.append('CartItemAdded', { item: item('a1') }),
      tabB.append('CartItemAdded', { item: item('b1') }),
      tabA.append('CartItemAdded', { item: item('a2') }),
      tabB.append('CartItemAdded', { item: item('b2') }),
    ]);
    const ids = (await tabA.catchUp()).cart.cartProducts.map((line) => line.id).sort();
    expect(ids).toEqual(['a1', 'a2', 'b1', 'b2']);
  });

  it('compacts past its bound into a snapshot that gives the same state and keeps unsent outbox events', async () => {
    const database = await open();
    const log = new EventLog(database, { compactionBound: 5 });
    await log.append('NameChanged', { name: 'Sara' });
    for (let n = 0; n < 6; n++) await log.append('CartItemAdded', { item: item(String(n)) });
    await log.append('CartItemQuantityChanged', { id: '3', delta: 1 });
    const state = await log.state();

    const stored = await database.events.find({ sort: [{ id: 'asc' }] }).exec();
    expect(stored.length).toBeLessThan(8);
    expect(stored.map((doc) => doc.type)).toContain('Snapshot');
    expect(stored.filter((doc) => doc.outboxStatus === 'pending').map((doc) => doc.type)).toEqual([
      'NameChanged',
    ]);
    expect(await new EventLog(database).catchUp()).toEqual(state);
    expect(state.cart.cartProducts).toHaveLength(6);
    expect(state.session.userName).toBe('Sara');
  });

  it('puts events with a server effect in the outbox as pending', async () => {
    const database = await open();
    await new EventLog(database).append('NameChanged', { name: 'Ali' });
    const [doc] = await database.events.find().exec();
    expect(doc?.outboxStatus).toBe('pending');
    expect(doc?.outboxAttempts).toBe(0);
  });
});
