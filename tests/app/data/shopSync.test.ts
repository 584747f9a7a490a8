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

/** A worker that records what it was asked and answers only when the test says so. */
function recordingWorker() {
  const opened: { id: number; query: LiveQuery; onResult: (docs: unknown[]) => void }[] = [];
  const calls: { name: string; args: unknown[]; answer: (value: unknown) => void }[] = [];
  const asked =
    (name: string) =>
    (...args: unknown[]) =>
      new Promise((answer) => calls.push({ name, args, answer }));
  const api = {
    openLiveQuery: async (id: number, query: LiveQuery, onResult: (docs: unknown[]) => void) => {
      opened.push({ id, query, onResult });
    },
    closeLiveQuery: async () => undefined,
    setLanguage: asked('setLanguage'),
    refreshHome: asked('refreshHome'),
  } as unknown as SyncWorkerApi;
  return { api, opened, calls };
}

describe('the window given a fresh worker (a page back from the back/forward cache)', () => {
  const twoWorkers = () => {
    const old = recordingWorker();
    const fresh = recordingWorker();
    let current = old;
    const sync = createShopSync(() => current.api);
    const replace = () => {
      sync.pause();
      current = fresh;
      sync.resume();
    };
    return { sync, old, fresh, replace };
  };

  it('asks the fresh worker for every live query open, and its listeners hear the new results', () => {
    const { sync, old, fresh, replace } = twoWorkers();
    const heard: unknown[][] = [];
    sync.subscribe({ collection: 'projections', selector: { id: 'shop' } }, (docs) => heard.push(docs));
    old.opened[0]?.onResult([{ cart: 'as the page was left' }]);
    replace();
    expect(fresh.opened.map((open) => open.query)).toEqual([
      { collection: 'projections', selector: { id: 'shop' } },
    ]);
    fresh.opened[0]?.onResult([{ cart: 'as another page changed it' }]);
    expect(heard).toEqual([[{ cart: 'as the page was left' }], [{ cart: 'as another page changed it' }]]);
  });

  it('no longer hears results the old worker sends under the old query', () => {
    const { sync, old, replace } = twoWorkers();
    const heard: unknown[][] = [];
    sync.subscribe({ collection: 'orders' }, (docs) => heard.push(docs));
    replace();
    old.opened[0]?.onResult([{ stale: true }]);
    expect(heard).toEqual([]);
  });

  it('sends again a call the old worker never answered, and the caller hears the fresh worker', async () => {
    const { sync, old, fresh, replace } = twoWorkers();
    const refreshed = sync.refreshHome();
    expect(old.calls.map((call) => call.name)).toEqual(['refreshHome']);
    replace();
    fresh.calls.find((call) => call.name === 'refreshHome')?.answer({ ok: true });
    await expect(refreshed).resolves.toEqual({ ok: true });
  });

  it('chooses the shopper’s language again in the fresh worker', async () => {
    const { sync, old, fresh, replace } = twoWorkers();
    const chosen = sync.setLanguage('en');
    old.calls[0]?.answer(undefined);
    await chosen;
    replace();
    expect(fresh.calls.map((call) => [call.name, call.args])).toEqual([['setLanguage', ['en']]]);
  });

  it('does not send again a call the old worker answered', async () => {
    const { sync, old, fresh, replace } = twoWorkers();
    const refreshed = sync.refreshHome();
    old.calls[0]?.answer({ ok: true });
    await refreshed;
    replace();
    expect(fresh.calls).toEqual([]);
  });

  it('asks no worker while the page is put away, and asks the fresh one on its return what was asked meanwhile', async () => {
    const old = recordingWorker();
    const fresh = recordingWorker();
    let current: ReturnType<typeof recordingWorker> | null = old;
    let workersAsked = 0;
    const sync = createShopSync(() => {
      workersAsked++;
      if (!current) throw new Error('no worker runs in a page put away');
      return current.api;
    });
    sync.pause();
    current = null;
    const asked = workersAsked;
    const heard: unknown[][] = [];
    const unsubscribe = sync.subscribe({ collection: 'orders' }, () => undefined);
    unsubscribe();
    sync.subscribe({ collection: 'projections', selector: { id: 'shop' } }, (docs) => heard.push(docs));
    const refreshed = sync.refreshHome();
    expect(workersAsked).toBe(asked);

    current = fresh;
    sync.resume();
    expect(fresh.opened.map((open) => open.query)).toEqual([
      { collection: 'projections', selector: { id: 'shop' } },
    ]);
    fresh.opened[0]?.onResult([{ cart: 'as it is now' }]);
    expect(heard).toEqual([[{ cart: 'as it is now' }]]);
    fresh.calls.find((call) => call.name === 'refreshHome')?.answer({ ok: true });
    await expect(refreshed).resolves.toEqual({ ok: true });
  });
});
