import { createContext, type ReactNode, useContext } from 'react';
import type { LiveQuery, SyncWorkerApi } from '../../contract';

/** Ends a live query's subscription. */
export type Unsubscribe = () => void;

/**
 * What screens may ask of the sync worker: its calls, with live queries as a subscription. The app passes the
 * comlink bridge; component tests pass the same adapter over a worker API running in the test.
 */
export type ShopSync = Omit<SyncWorkerApi, 'openLiveQuery' | 'closeLiveQuery' | 'pushOutbox'> & {
  /** Calls `onResult` with every result of `query` in the local database, until unsubscribed. */
  subscribe(query: LiveQuery, onResult: (docs: unknown[]) => void): Unsubscribe;
};

const SyncContext = createContext<ShopSync | null>(null);

export function SyncProvider({ sync, children }: { sync: ShopSync; children: ReactNode }) {
  return <SyncContext.Provider value={sync}>{children}</SyncContext.Provider>;
}

export function useSync(): ShopSync {
  const sync = useContext(SyncContext);
  if (!sync) throw new Error('useSync needs a <SyncProvider> above it');
  return sync;
}
