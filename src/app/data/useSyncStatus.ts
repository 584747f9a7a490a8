import { useMemo } from 'react';
import type { SyncStatusDoc } from '../../db';
import { useDatabase } from './DatabaseContext';
import { useRxQuery } from './useRxQuery';

/** How the last refresh of one screen's data went (`home`, `categories`, `category:{id}`, `product:{id}`, `reels`). */
export function useSyncStatus(id: string): SyncStatusDoc | null {
  const db = useDatabase();
  const { docs } = useRxQuery<SyncStatusDoc>(
    useMemo(() => db.sync_status.find({ selector: { id } }), [db, id]),
  );
  return docs[0] ?? null;
}
