/**
 * What the shop knows of the payment a return page names (SPEC §2 Payment-callback, Payment-success, Payment-error).
 * The provider sends the shopper back with the PaymentId of the attempt they made, which this device has never
 * seen: the status call by that PaymentId names the invoice, and the pending order is stored under the invoice id.
 * Once its order exists the pending order is gone, so the order event that paid with the invoice answers instead.
 */
import type { PendingPayment } from '../../contract';
import type { OrderStorePayload } from '../../domain';
import type { ShopSync } from '../data/SyncContext';

export type PaymentLookup =
  | { kind: 'loading' }
  /** No payment id, or one that is not a plain reference (a tampered URL). */
  | { kind: 'invalid' }
  | { kind: 'pending'; pending: PendingPayment }
  /** Its order was already created (the page is reloaded, or opened again, after the thank-you). */
  | { kind: 'placed'; orderId: string | null; order: OrderStorePayload }
  /** The provider could not be asked which invoice the payment belongs to (offline, or no answer). */
  | { kind: 'unanswered' }
  | { kind: 'missing' };

const REFERENCE = /^[\w-]{1,100}$/;

type PaymentReturnSync = Pick<ShopSync, 'paymentStatus' | 'findPendingPayment' | 'orderPaidWith'>;

export async function findPaymentReturn(sync: PaymentReturnSync, paymentId: string): Promise<PaymentLookup> {
  if (!REFERENCE.test(paymentId)) return { kind: 'invalid' };
  let invoiceId: string | null;
  try {
    invoiceId = (await sync.paymentStatus({ keyType: 'PaymentId', key: paymentId })).invoiceId;
  } catch {
    return { kind: 'unanswered' };
  }
  // A provider that knows no such payment of this customer answers without an invoice.
  if (!invoiceId) return { kind: 'missing' };
  const pending = await sync.findPendingPayment(invoiceId);
  if (pending) return { kind: 'pending', pending };
  const placed = await sync.orderPaidWith(invoiceId);
  return placed ? { kind: 'placed', orderId: placed.orderId, order: placed.order } : { kind: 'missing' };
}
