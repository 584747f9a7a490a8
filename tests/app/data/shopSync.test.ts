import { describe, expect, it } from 'vitest';
import { createShopSync } from '../../../src/app/data/shopSync';
import type { LiveQuery, SyncWorkerApi } from '../../../src/contract';

/** A worker that answers a live query only when the test says so. */
function quietWorker() {
  const answer = new Map<string, (docs: unknown[]) => void>();
  const closed: number[] = [];
  const api = {
    openLiveQuery: async (_id: number, query: LiveQuery, onResult: (docs: unknown[]) => void) => {
      answer.set(query.collection, onResult);
    },
    closeLiveQuery: async (id: number) => {
      closed.push(id);
    },
  } as unknown as SyncWorkerApi;
  return { api, answer, closed };
}

const settledYet = async (promise: Promise<void>) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await new Promise((resolve) => setTimeout(resolve, 10));
  return settled;
};

describe('the window waiting for the screen to show its data', () => {
  it('waits for every live query open now to have its first result', async () => {
    const worker = quietWorker();
    const sync = createShopSync(() => worker.api);
    sync.subscribe({ collection: 'banners' }, () => undefined);
    sync.subscribe({ collection: 'home' }, () => undefined);
    const answered = sync.whenAnswered();
    worker.answer.get('banners')?.([]);
    expect(await settledYet(answered)).toBe(false);
    worker.answer.get('home')?.([]);
    expect(await settledYet(answered)).toBe(true);
  });

  it('does not wait for a query closed before it answered', async () => {
    const worker = quietWorker();
    const sync = createShopSync(() => worker.api);
    const unsubscribe = sync.subscribe({ collection: 'banners' }, () => undefined);
    const answered = sync.whenAnswered();
    unsubscribe();
    expect(await settledYet(answered)).toBe(true);
  });
});
