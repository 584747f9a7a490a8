import { useMemo } from 'react';
import type { OrderDoc } from '../../db';
import type { Order } from '../../domain';
import { useDatabase } from '../data/DatabaseContext';
import { useRxQuery } from '../data/useRxQuery';

export interface StoredOrders {
  orders: Order[];
  /** False until the local database has answered once. */
  ready: boolean;
}

const orderOf = (doc: OrderDoc) => doc.order as unknown as Order;

/**
 * The customer's orders as last stored by the sync worker, newest first, live (SPEC §2 Orders). Null `userId`
 * (a guest) reads nothing. With `orderId`, just that order (SPEC §2 Order detail).
 */
export function useStoredOrders(userId: string | null, orderId?: string): StoredOrders {
  const db = useDatabase();
  const { docs, ready } = useRxQuery<OrderDoc>(
    useMemo(() => {
      if (userId === null) return null;
      const selector = orderId === undefined ? { userId } : { userId, id: orderId };
      return db.orders.find({ selector, sort: [{ serverId: 'desc' }] });
    }, [db, userId, orderId]),
  );
  return useMemo(() => ({ orders: docs.map(orderOf), ready }), [docs, ready]);
}
