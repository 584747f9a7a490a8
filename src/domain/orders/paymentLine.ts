import type { MessageKey } from '../shared/messageKeys';
import { toFils } from '../shared/money';
import { normalizeStatus, paymentStatusLabel } from './orderStatus';

/** What an order's payment status line says, and the amount it names when money goes back. */
export type PaymentLine =
  | { key: Extract<MessageKey, 'paymentPaid' | 'paymentPending' | 'paymentNotTaken'> }
  | { key: Extract<MessageKey, 'paymentRefundPending' | 'paymentRefunded'>; fils: number };

export type PaymentLineOrder = {
  order_status: string | null | undefined;
  payment_status: string | null | undefined;
  paymentType: string | null | undefined;
  total_price: number;
};

/** Statuses that end an order before it is delivered: what was paid for it is owed back. */
const STOPPED = new Set(['cancelled', 'failed']);
/** Payment statuses that say the shopper's money was taken (refund_pending: a paid order the shop could not fill). */
const TAKEN = new Set(['paid', 'refund_pending', 'refunded']);

/**
 * SPEC §4 Order status: Paid when payment_status equals paid, otherwise Pending; and what SPEC leaves unsaid, the
 * money of an order that stopped. A cancelled or failed order the shopper paid for says a refund of its total is
 * pending, a refunded one that it was refunded, so a cancelled card order never reads "Paid". The shop places a card
 * order only once the provider said Paid (SPEC §4 Checkout flows), so a card order a backend still marks pending was
 * paid all the same; one it marks failed was not. An unpaid order that stopped cost the shopper nothing, and says so
 * rather than Pending.
 */
export function orderPaymentLine(order: PaymentLineOrder): PaymentLine {
  const status = normalizeStatus(order.order_status);
  const payment = normalizeStatus(order.payment_status);
  const card = normalizeStatus(order.paymentType) === 'card';
  const taken = TAKEN.has(payment) || (card && payment !== 'failed');
  if (taken && (status === 'refunded' || payment === 'refunded'))
    return { key: 'paymentRefunded', fils: toFils(order.total_price) };
  if (taken && (STOPPED.has(status) || payment === 'refund_pending'))
    return { key: 'paymentRefundPending', fils: toFils(order.total_price) };
  if (payment !== 'paid' && (STOPPED.has(status) || status === 'refunded')) return { key: 'paymentNotTaken' };
  return { key: paymentStatusLabel(payment) };
}
