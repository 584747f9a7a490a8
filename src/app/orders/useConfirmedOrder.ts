import { useEffect } from 'react';
import type { Order } from '../../domain';
import { useSession } from '../account/useSession';
import { useSync } from '../data/SyncContext';
import { useStoredOrders } from './useStoredOrders';

/**
 * The order a confirmation page names, as the local orders store has it: asked of the server once (the worker
 * stores it, the live query shows it), so a page opened offline shows what is stored, or nothing more.
 */
export function useConfirmedOrder(orderId: string): Order | null {
  const sync = useSync();
  const { session, loggedIn } = useSession();
  const userId = loggedIn && session ? String(session.userId) : null;
  const { orders } = useStoredOrders(userId, orderId);
  useEffect(() => {
    if (userId === null) return;
    // The page says what it knows without it; a failed call leaves the stored copy, if any, as it was.
    sync.loadOrder(orderId).catch(() => undefined);
  }, [sync, userId, orderId]);
  return orders[0] ?? null;
}
