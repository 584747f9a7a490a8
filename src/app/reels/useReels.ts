import type { ReelDoc, SyncStatusDoc } from '../../contract';
import { useSync } from '../data/SyncContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { type Refresh, useRefresh } from '../data/useRefresh';
import { useSyncStatus } from '../data/useSyncStatus';

export interface ReelsData extends Refresh {
  reels: ReelDoc[];
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

/** The product videos in the server's order (SPEC §2 Reels). */
export function useReels(): ReelsData {
  const sync = useSync();
  const { docs, ready } = useLiveQuery({ collection: 'reels', sort: [{ sort: 'asc' }] });
  const syncStatus = useSyncStatus('reels');
  const { refreshing, refresh } = useRefresh(() => sync.refreshReels(), 'reels');
  return { reels: docs, ready, syncStatus, refreshing, refresh };
}
