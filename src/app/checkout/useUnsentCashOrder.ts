import { useEffect, useState } from 'react';
import { OrderStorePayloadSchema } from '../../domain';
import { useDatabase } from '../data/DatabaseContext';

/** What checkout knows of an earlier cash order from this device that the outbox has not sent yet. */
export type UnsentCashOrder = { kind: 'loading' } | { kind: 'none' } | { kind: 'waiting'; key: string };

/**
 * A cash order placed offline waits in the outbox (SPEC §4 Cash on delivery), and the cart is cleared only once it
 * is sent. If the shopper left checkout and the page was closed meanwhile, their cart is still full: checkout must
 * then wait for that order rather than offer to place a second one.
 */
export function useUnsentCashOrder(): UnsentCashOrder {
  const db = useDatabase();
  const [found, setFound] = useState<UnsentCashOrder>({ kind: 'loading' });
  useEffect(() => {
    // Asked once, on arrival: an order this visit of checkout places is its own form's to wait for.
    let current = true;
    db.events
      .find({ selector: { type: 'OrderPlaced', outboxStatus: 'pending' } })
      .exec()
      .then((docs) => {
        const cash = docs.find((doc) => {
          const order = OrderStorePayloadSchema.safeParse(doc.toJSON().payload.order);
          return order.success && order.data.order_detail.paymentType === 'cash';
        });
        if (current) setFound(cash ? { kind: 'waiting', key: cash.id } : { kind: 'none' });
      })
      .catch(() => current && setFound({ kind: 'none' }));
    return () => {
      current = false;
    };
  }, [db]);
  return found;
}
