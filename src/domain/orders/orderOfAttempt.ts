/**
 * Which of the customer's orders an attempt to place an order stored when its answer was lost (a time-out, a 5xx).
 * A backend that honours the Idempotency-Key answers the same order again on the retry, but one that ignores it
 * would store a second; so before the retry the shop looks for the first in the customer's orders (docs/DECISIONS.md
 * "Orders against a backend without the extensions"). An order read back carries no idempotency key, so:
 * - a card order is its paid invoice's order, and nothing else;
 * - any other order matches only when nothing tells them apart: the same payment type, the same lines (product and
 *   quantity), the same total to the fils, stored after the attempt was placed (less a margin for the two clocks),
 *   and not already the answer of another order of this device. When in doubt, it does not match: a second order
 *   the shop can cancel is better than an order lost.
 */
import type { Order, OrderStorePayload } from '../schemas';
import { toFils } from '../shared/money';

/** How far the server's clock may run behind the device's before a fresh order looks older than its attempt. */
export const ORDER_CLOCK_MARGIN_MS = 5 * 60_000;

export interface OrderAttempt {
  order: OrderStorePayload;
  /** When the shopper placed it, by the device's clock: the attempt cannot have stored an order before. */
  placedAt: number;
}

/** One of the customer's orders with the time the server stored it, read from its `created_at` (NaN if unreadable). */
export interface ListedOrder {
  order: Order;
  createdAt: number;
}

const linesOf = (lines: readonly { id: string | number; quantity: number }[]) =>
  lines
    .map((line) => `${line.id}×${line.quantity}`)
    .sort()
    .join(',');

function sameContent({ order, createdAt }: ListedOrder, attempt: OrderAttempt): boolean {
  const { order_detail: detail, product_details: lines } = attempt.order;
  return (
    order.paymentType === detail.paymentType &&
    toFils(order.total_price) === toFils(detail.total_price) &&
    linesOf(order.products) === linesOf(lines) &&
    Number.isFinite(createdAt) &&
    createdAt >= attempt.placedAt - ORDER_CLOCK_MARGIN_MS
  );
}

/** The order `attempt` stored, or null; `taken` holds the ids already confirmed for other orders of this device. */
export function orderOfAttempt(
  orders: readonly ListedOrder[],
  attempt: OrderAttempt,
  taken: ReadonlySet<string>,
): Order | null {
  const invoice = attempt.order.order_detail.invoice_id;
  const free = orders.filter(({ order }) => !taken.has(String(order.id)));
  const found = (
    invoice
      ? free.filter(({ order }) => order.invoice_id === invoice)
      : free.filter((listed) => sameContent(listed, attempt))
  ).map(({ order }) => order);
  // The oldest: a later one may be the shopper's own second order of the same things.
  return found.reduce<Order | null>(
    (oldest, order) => (oldest === null || Number(order.id) < Number(oldest.id) ? order : oldest),
    null,
  );
}
