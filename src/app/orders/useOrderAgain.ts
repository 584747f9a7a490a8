import { useCallback, useState } from 'react';
import type { ProductDoc } from '../../contract';
import { type Order, type ReorderMiss, reorder } from '../../domain';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';

/** What Order Again did: how many lines went into the cart, and those that did not go in full. */
export type OrderAgainOutcome = { added: number; missed: ReorderMiss[] } | 'failed';

/** A product id an order line may name in a path: anything else names no product of the catalogue. */
const isProductId = (id: string) => /^\d{1,10}$/.test(id);

/**
 * Order Again (src/domain/orders/reorder.ts): the order's products are read again first where the server answers
 * (today's price, stock and variants), else as the device stored them, and each line the catalogue still sells goes
 * into the cart as a CartItemAdded, as the product page adds it.
 */
export function useOrderAgain(order: Order): {
  outcome: OrderAgainOutcome | null;
  busy: boolean;
  orderAgain: () => Promise<void>;
} {
  const sync = useSync();
  const eventLog = useEventLog();
  const [outcome, setOutcome] = useState<OrderAgainOutcome | null>(null);
  const [busy, setBusy] = useState(false);
  const orderAgain = useCallback(async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const ids = [...new Set(order.products.map((line) => String(line.id)))].filter(isProductId);
      // A failed read (offline) leaves the stored copy, which is then what the cart gets.
      await Promise.all(ids.map((id) => sync.refreshProduct(Number(id)).catch(() => undefined)));
      const docs = (await sync.queryOnce({
        collection: 'products',
        selector: { id: { $in: ids } },
      })) as ProductDoc[];
      const { cart } = await eventLog.state();
      const { items, missed } = reorder(
        order.products,
        new Map(docs.map((doc) => [doc.id, doc])),
        cart.cartProducts,
      );
      for (const item of items) await eventLog.append('CartItemAdded', { item });
      setOutcome({ added: items.length, missed });
    } catch {
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  }, [order, sync, eventLog]);
  return { outcome, busy, orderAgain };
}
