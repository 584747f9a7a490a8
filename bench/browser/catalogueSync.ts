/**
 * "The catalogue sync", run in the page: the engine's own whole-catalogue refresh (`CatalogueSync.syncCatalogue`),
 * from an empty database. With the reference server it goes through the changes call (docs/API.md
 * GET /catalogue/changes); for `lists` the changes call answers 404, as on an ERP backend that lacks it, and the
 * engine falls back to SPEC §7's calls alone: the category tree once, then every top-level category's list.
 */

import type { ShopDatabase } from '../../src/db';
import { type ApiClient, type CatalogueSource, createApiClient, SyncEngine } from '../../src/sync-worker';

export interface CountedApi {
  api: ApiClient;
  /** Requests made and response bytes read so far. */
  requests: { count: number; bytes: number };
}

/** The shop's API client on `apiBase`; for `lists`, a backend without the changes call. */
export function benchApi(apiBase: string, source: CatalogueSource = 'changes'): CountedApi {
  const requests = { count: 0, bytes: 0 };
  const api = createApiClient({
    baseUrl: apiBase,
    language: () => 'ar',
    fetch: async (input, init) => {
      requests.count++;
      const url = String(input);
      if (source === 'lists' && url.includes('/catalogue/changes'))
        return Response.json({ status: false, message: 'Not found' }, { status: 404 });
      const response = await fetch(input, init);
      const body = await response.arrayBuffer();
      requests.bytes += body.byteLength;
      return new Response(body, { status: response.status, headers: response.headers });
    },
  });
  return { api, requests };
}

export const engineFor = (db: ShopDatabase, api: ApiClient) => new SyncEngine(db, api);

/** Stores the whole catalogue; throws on any failed call or when the engine took another path than `source`. */
export async function syncWholeCatalogue(engine: SyncEngine, source: CatalogueSource): Promise<void> {
  const outcome = await engine.catalogue.syncCatalogue();
  if (!outcome.ok) throw new Error(`catalogue sync failed: ${outcome.failures.join('; ')}`);
  if (engine.catalogue.lastSource !== source)
    throw new Error(`the catalogue sync used ${engine.catalogue.lastSource}, not ${source}`);
}
