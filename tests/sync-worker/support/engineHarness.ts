/**
 * A sync engine on a fresh fake-indexeddb database, talking to the real in-process reference server, with hooks
 * to see, rewrite or cut its requests. Registers its own setup and teardown in the calling test file: one server
 * per file, and every database closed after its test (RxDB's open-collection limit).
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { openShopDatabase, type ShopCollections } from '../../../src/db';
import { createApiClient, SyncEngine } from '../../../src/sync-worker';
import { serverForThisFile } from './serverForThisFile';

/** `path` is the API path without the `/api` prefix. */
export type Rewrite = (path: string, response: Response) => Promise<Response>;

export interface EngineOptions {
  rewrite?: Rewrite;
  /** Rewrites a request before the server sees it: a backend that ignores a header, say. */
  send?: (request: Request) => Request;
  offline?: () => boolean;
  seen?: Request[];
  /** Only these collections: two devices in one test must stay within RxDB's 13 open collections. */
  collections?: readonly (keyof ShopCollections)[];
}

export function engineHarness(name: string) {
  const { server: running, closeAfterTest } = serverForThisFile();
  let count = 0;

  return {
    server: running,
    async engineWith(options: EngineOptions = {}) {
      const database = await openShopDatabase({
        name: `${name}-${++count}`,
        dexie: { indexedDB, IDBKeyRange },
        multiInstance: false,
        ...(options.collections ? { collections: options.collections } : {}),
      });
      closeAfterTest(database);
      const api = createApiClient({
        baseUrl: running().apiBase,
        language: () => engine.getLanguage(),
        fetch: async (input, init) => {
          const asked = new Request(input, init);
          const request = options.send ? options.send(asked) : asked;
          options.seen?.push(asked);
          if (options.offline?.()) throw new TypeError('fetch failed');
          const response = await fetch(request);
          const path = new URL(request.url).pathname.replace(/^\/api/, '');
          return options.rewrite ? options.rewrite(path, response) : response;
        },
      });
      const engine = new SyncEngine(database, api);
      return { engine, db: database };
    },
  };
}
