/**
 * The single bridge to the sync worker: nothing else in the app touches the Worker. The worker's API is imported
 * as a type only, so none of its code (RxDB, fetch, zod schemas) lands in the window's bundle. Calls made before
 * the worker has started are queued by comlink's message port.
 */
import { proxy, type Remote, wrap } from 'comlink';
import type { SyncWorkerApi } from '../contract';
import { createShopSync } from './data/shopSync';

let remote: Remote<SyncWorkerApi> | null = null;

function worker(): SyncWorkerApi {
  remote ??= wrap<SyncWorkerApi>(
    new Worker(new URL('../sync-worker/worker.ts', import.meta.url), { type: 'module', name: 'sync' }),
  );
  // Across comlink every call is async, which is what SyncWorkerApi promises already.
  return remote;
}

export const syncBridge = createShopSync(worker, proxy);
