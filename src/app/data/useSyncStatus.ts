import { useSyncExternalStore } from 'react';
import type { SyncStatusDoc } from '../../contract';
import { useLiveQuery } from './useLiveQuery';

/**
 * How the last refresh of one screen's data went (`home`, `categories`, `category:{id}`, `product:{id}`, `reels`),
 * or how the outbox's last call went (`outbox`, written by the worker that pushes it).
 */
export function useSyncStatus(id: string): SyncStatusDoc | null {
  const { docs } = useLiveQuery({ collection: 'sync_status', selector: { id } });
  return docs[0] ?? null;
}

/** Why something the shopper did is still waiting in the outbox. */
export type OutboxWait = 'offline' | 'serverTrouble';

/**
 * Offline when the browser says so or the outbox's last call reached nothing; server trouble when its last call
 * got a 5xx, a time-out or an unreadable answer and it is backing off before it tries again; else nothing holds it.
 */
function outboxWait(status: SyncStatusDoc | null, online: boolean): OutboxWait | null {
  if (!online || status?.error === 'offline') return 'offline';
  return status?.error ? 'serverTrouble' : null;
}

const onConnectionChange = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

/** `outboxWait` as it stands now, following the connection and the outbox's status live. */
export function useOutboxWait(): OutboxWait | null {
  const status = useSyncStatus('outbox');
  const online = useSyncExternalStore(
    onConnectionChange,
    () => navigator.onLine,
    () => true,
  );
  return outboxWait(status, online);
}
