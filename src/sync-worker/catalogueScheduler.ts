/**
 * Decides when the whole catalogue is refreshed (CatalogueSync.syncCatalogue): a little after the worker starts,
 * once the first screen's own calls are done, then every CATALOGUE_REFRESH_MS, and when the connection comes back.
 * A warm refresh with nothing changed is one small request (the changes call), so the schedule can be generous.
 * Only the leading tab's worker runs it; the other tabs' workers see its writes through RxDB's broadcast.
 */
import type { CatalogueSync } from './catalogueSync';
import { CATALOGUE_REFRESH_MS } from './syncEngine';

/** After the worker starts: the first screen's refreshes and the server-rendered page come first. */
export const CATALOGUE_FIRST_SYNC_DELAY_MS = 10_000;
/** Back online, a refresh that failed or is older than this runs at once. */
const ONLINE_REFRESH_MS = 60_000;

export interface CatalogueSchedule {
  stop(): void;
}

export function scheduleCatalogueSync(
  catalogue: CatalogueSync,
  onOnline: (listener: () => void) => () => void,
): CatalogueSchedule {
  const refresh = (maxAgeMs: number) => void catalogue.syncCatalogueIfStale(maxAgeMs).catch(() => undefined);
  let interval: ReturnType<typeof setInterval> | null = null;
  const first = setTimeout(() => {
    refresh(CATALOGUE_REFRESH_MS);
    interval = setInterval(() => refresh(CATALOGUE_REFRESH_MS), CATALOGUE_REFRESH_MS);
  }, CATALOGUE_FIRST_SYNC_DELAY_MS);
  const offOnline = onOnline(() => refresh(ONLINE_REFRESH_MS));
  return {
    stop() {
      clearTimeout(first);
      if (interval) clearInterval(interval);
      offOnline();
    },
  };
}
