import type { SyncStatusDoc } from '../../db';
import { useLiveQuery } from './useLiveQuery';

/** How the last refresh of one screen's data went (`home`, `categories`, `category:{id}`, `product:{id}`, `reels`). */
export function useSyncStatus(id: string): SyncStatusDoc | null {
  const { docs } = useLiveQuery({ collection: 'sync_status', selector: { id } });
  return docs[0] ?? null;
}
