import { useMemo } from 'react';
import type { ReelDoc, SyncStatusDoc } from '../../db';
import { useDatabase } from './DatabaseContext';
import { useSync } from './SyncContext';
import { type Refresh, useRefresh } from './useRefresh';
import { useRxQuery } from './useRxQuery';
import { useSyncStatus } from './useSyncStatus';

export interface ReelsData extends Refresh {
  reels: ReelDoc[];
  ready: boolean;
  syncStatus: SyncStatusDoc | null;
}

/** The product videos in the server's order (SPEC §2 Reels). */
export function useReels(): ReelsData {
  const db = useDatabase();
  const sync = useSync();
  const { docs, ready } = useRxQuery<ReelDoc>(
    useMemo(() => db.reels.find({ sort: [{ sort: 'asc' }] }), [db]),
  );
  const syncStatus = useSyncStatus('reels');
  const { refreshing, refresh } = useRefresh(() => sync.refreshReels(), 'reels');
  return { reels: docs, ready, syncStatus, refreshing, refresh };
}
