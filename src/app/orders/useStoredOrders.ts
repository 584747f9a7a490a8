import { useMemo } from 'react';
import type { Order } from '../../domain';
import { useLiveQuery } from '../data/useLiveQuery';

export interface StoredOrders {
  orders: Order[];
  /** False until the local database has answered once. */
  ready: boolean;
}

/**
 * The customer's orders as last stored by the sync worker, newest first, live (SPEC §2 Orders). Null `userId`
 * (a guest) reads nothing. With `orderId`, just that order (SPEC §2 Order detail).
 */
export function useStoredOrders(userId: string | null, orderId?: string): StoredOrders {
  const { docs, ready } = useLiveQuery(
    userId === null
      ? null
      : {
          collection: 'orders',
          selector: orderId === undefined ? { userId } : { userId, id: orderId },
          sort: [{ serverId: 'desc' }],
        },
  );
  return useMemo(() => ({ orders: docs.map((doc) => doc.order), ready }), [docs, ready]);
}
