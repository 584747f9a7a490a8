import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { createRxDatabase } from 'rxdb/plugins/core';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import { afterEach, describe, expect, it } from 'vitest';
import { EventLog, openShopDatabase, type ShopDatabase } from '../../src/db';
import { eventSchema } from '../../src/db/schemas/event.schema';

let db: ShopDatabase | undefined;
afterEach(async () => {
  await db?.remove();
  db = undefined;
});

const dexie = { indexedDB, IDBKeyRange };

/** The events as builds before the customer's log stored them: schema version 0, no `seq`. */
const versionZero = {
  ...eventSchema,
  version: 0,
  required: eventSchema.required?.filter((field) => field !== 'seq'),
  properties: Object.fromEntries(Object.entries(eventSchema.properties).filter(([field]) => field !== 'seq')),
};

describe('the event log across a schema change (the server place of an event)', () => {
  it("keeps the events an earlier build stored as this device's own, and folds them as before", async () => {
    const old = await createRxDatabase({
      name: 'migrate-events',
      storage: getRxStorageDexie(dexie),
      multiInstance: false,
    });
    // biome-ignore lint/suspicious/noExplicitAny: the old schema is typed by what it was, not by today's document.
    const { events } = await old.addCollections({ events: { schema: versionZero as any } });
    await events.insert({
      id: '0001-a',
      type: 'FavoritesCleared',
      aggregate: 'favorites',
      payload: {},
      at: 1,
      outboxStatus: 'none',
      outboxAttempts: 0,
      outboxLastError: null,
      nextAttemptAt: 0,
    });
    await old.close();

    db = await openShopDatabase({ name: 'migrate-events', dexie, multiInstance: false });
    expect((await db.events.findOne('0001-a').exec())?.toJSON()).toMatchObject({ seq: 0 });
    expect((await new EventLog(db).catchUp()).lastEventId).toBe('0001-a');
  });
});
