/**
 * The single bridge to the sync worker: nothing else in the app touches the Worker. The worker's API is imported
 * as a type only, so none of its code (RxDB, fetch, zod schemas) lands in the window's bundle. Calls made before
 * the worker has started are queued by comlink's message port.
 *
 * The worker lives while the page does: a page put away in the back/forward cache (or frozen) ends its worker, so
 * the locks it held (RxDB's leadership among the tabs' workers) go to the page in view at once, and a page that
 * comes back starts a fresh worker, which reads the database as it is now and stands for leadership again
 * (docs/ARCHITECTURE.md "Which worker leads").
 */
import { proxy, type Remote, wrap } from 'comlink';
import type { SyncWorkerApi } from '../contract';
import { followPageLife } from './data/pageLife';
import { createShopSync } from './data/shopSync';

let running: { worker: Worker; remote: Remote<SyncWorkerApi> } | null = null;

function worker(): SyncWorkerApi {
  if (!running) {
    const started = new Worker(new URL('../sync-worker/worker.ts', import.meta.url), {
      type: 'module',
      name: 'sync',
    });
    running = { worker: started, remote: wrap<SyncWorkerApi>(started) };
  }
  // Across comlink every call is async, which is what SyncWorkerApi promises already.
  return running.remote;
}

export const syncBridge = createShopSync(worker, proxy);

followPageLife(window, {
  stopped() {
    syncBridge.pause();
    running?.worker.terminate();
    running = null;
  },
  resumed() {
    syncBridge.resume();
  },
});
