/**
 * In the browser the worker opens the database with multiInstance on: RxDB posts every write on a BroadcastChannel
 * for the shop's other tabs, and Dexie posts the ranges it changed on another. A message is copied by structured
 * clone, so a function, a class with private state or a proxy in a stored document throws DataCloneError in the
 * console on every write (the home once logged one on each). The other sync tests open the database without multiInstance and would never
 * see it; this one opens it as the worker does and checks every message the home's writes post.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openShopDatabase } from '../../src/db';
import { CartItemSchema } from '../../src/domain';
import { createApiClient, SyncEngine } from '../../src/sync-worker';
import { SEARCH_INDEX_SAVE_DELAY_MS } from '../../src/sync-worker/localSearch';
import { serverForThisFile } from './support/serverForThisFile';

const { server, closeAfterTest } = serverForThisFile();

interface Posted {
  channel: string;
  message: unknown;
}

let posted: Posted[] = [];

beforeEach(() => {
  posted = [];
  const post = BroadcastChannel.prototype.postMessage;
  vi.spyOn(BroadcastChannel.prototype, 'postMessage').mockImplementation(function (
    this: BroadcastChannel,
    message: unknown,
  ) {
    posted.push({ channel: this.name, message });
    try {
      post.call(this, message);
    } catch {
      // The assertion below names the message; the channel's own failure would only be an unhandled rejection.
    }
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** The messages structured clone refuses, each with the error it gives. */
function uncloneable(messages: Posted[]): { channel: string; error: string }[] {
  return messages.flatMap(({ channel, message }) => {
    try {
      structuredClone(message);
      return [];
    } catch (error) {
      return [{ channel, error: (error as Error).message }];
    }
  });
}

describe('what the worker tells the other tabs of its writes', () => {
  it('is structured-cloneable for the home, a product, the search index and a cart event', async () => {
    // RxDB's channel library takes the browser's BroadcastChannel only where it sees a browser or worker global.
    vi.stubGlobal('self', globalThis);
    const db = closeAfterTest(
      await openShopDatabase({
        name: 'tab-broadcast',
        dexie: { indexedDB, IDBKeyRange },
        multiInstance: true,
      }),
    );
    const api = createApiClient({ baseUrl: server().apiBase, language: () => 'en' });
    const engine = new SyncEngine(db, api);

    expect((await engine.refreshHome()).ok).toBe(true);
    const product = await db.products.findOne().exec();
    await engine.catalogue.refreshProduct(Number(product?.productId));
    await engine.local.appendEvent('CartItemAdded', {
      item: CartItemSchema.parse({ id: '1', price: '2.500', name: 'item 1', quantity: 1 }),
    });
    await engine.searchLocal('phone', 10);
    // The search index is stored as a local document a moment after the last product write.
    await new Promise((resolve) => setTimeout(resolve, SEARCH_INDEX_SAVE_DELAY_MS + 500));

    expect(posted.some((p) => p.channel.startsWith('RxDB:'))).toBe(true);
    expect(uncloneable(posted)).toEqual([]);
  }, 30_000);
});
