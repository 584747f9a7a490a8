import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { startTestServer } from '../server/testing';
import { openShopDatabase } from '../src/db';
import { createApiClient, SyncEngine } from '../src/sync-worker';

/** Time from an empty local database to the home data stored, once per run, against the in-process server. */
export async function measureHomeSync(runs: number): Promise<number[]> {
  const server = await startTestServer();
  const times: number[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const db = await openShopDatabase({
        name: `bench-home-${run}`,
        dexie: { indexedDB, IDBKeyRange },
        multiInstance: false,
      });
      const engine = new SyncEngine(db, createApiClient({ baseUrl: server.apiBase, language: () => 'ar' }));
      const started = performance.now();
      const outcome = await engine.refreshHome();
      times.push(performance.now() - started);
      await db.close();
      if (!outcome.ok) throw new Error(`home sync failed: ${outcome.failures.join('; ')}`);
    }
  } finally {
    await server.close();
  }
  return times;
}
