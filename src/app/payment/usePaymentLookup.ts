import { useEffect, useState } from 'react';
import { type PendingPayment, PendingPayments } from '../../db';
import { type OrderStorePayload, OrderStorePayloadSchema } from '../../domain';
import { useDatabase } from '../data/DatabaseContext';

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
  const db = useDatabase();
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
      const pending = await new PendingPayments(db).find(paymentId);
      if (pending) return { kind: 'pending', pending };
      const orders = await db.events.find({ selector: { type: 'OrderPlaced', outboxStatus: 'sent' } }).exec();
      for (const doc of orders) {
        const payload = doc.toJSON().payload as { orderId?: unknown; order?: unknown };
        const order = OrderStorePayloadSchema.safeParse(payload.order);
        if (!order.success) continue;
        const { invoice_id, paymentId: paidWith } = order.data.order_detail;
        if (invoice_id !== paymentId && paidWith !== paymentId) continue;
        const orderId =
          payload.orderId === null || payload.orderId === undefined ? null : String(payload.orderId);
        return { kind: 'placed', orderId, order: order.data };
      }
      return { kind: 'missing' };
    })().then(settle, () => settle({ kind: 'missing' }));
    return () => {
      current = false;
    };
  }, [db, paymentId]);
  return lookup;
}
