// What this instance hears of catalogue changes (0009_catalogue_announced.sql): any writer's, through any
// instance, or straight in the database.
import type { DatabaseHandle } from '../db/database';

export interface CatalogueChangesHeard {
  /** `changed` runs on every change heard, and when changes may have been missed (a lost connection). */
  subscribe(changed: () => void): void;
  stop(): Promise<void>;
}

export async function hearCatalogueChanges(handle: DatabaseHandle): Promise<CatalogueChangesHeard> {
  const subscribers = new Set<() => void>();
  const stop = await handle.listen('catalogue_changed', () => {
    for (const changed of subscribers) changed();
  });
  return { subscribe: (changed) => subscribers.add(changed), stop };
}
