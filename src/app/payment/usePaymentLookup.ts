import { useEffect, useState } from 'react';
import type { PendingPayment } from '../../contract';
import type { OrderStorePayload } from '../../domain';
import { useSync } from '../data/SyncContext';

/** What the shop knows of the payment a return page names. */
export type PaymentLookup =
  | { kind: 'loading' }
  /** No payment id, or one that is not a plain reference (a tampered URL). */
  | { kind: 'invalid' }
  | { kind: 'pending'; pending: PendingPayment }
  /** Its order was already created (the page is reloaded, or opened again, after the thank-you). */
  | { kind: 'placed'; orderId: string | null; order: OrderStorePayload }
  | { kind: 'missing' };

const REFERENCE = /^[\w-]{1,100}$/;

/**
 * Finds the pending order a return from the provider is about (SPEC §2 Payment-callback, Payment-success). Once its
 * order exists the pending order is gone, so the order event that paid with this invoice answers instead.
 */
export function usePaymentLookup(paymentId: string): PaymentLookup {
  const sync = useSync();
  const [lookup, setLookup] = useState<PaymentLookup>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    const settle = (found: PaymentLookup) => {
      if (current) setLookup(found);
    };
    if (!REFERENCE.test(paymentId)) {
      settle({ kind: 'invalid' });
      return;
    }
    (async (): Promise<PaymentLookup> => {
      const pending = await sync.findPendingPayment(paymentId);
      if (pending) return { kind: 'pending', pending };
      const placed = await sync.orderPaidWith(paymentId);
      return placed ? { kind: 'placed', orderId: placed.orderId, order: placed.order } : { kind: 'missing' };
    })().then(settle, () => settle({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [sync, paymentId]);
  return lookup;
}
