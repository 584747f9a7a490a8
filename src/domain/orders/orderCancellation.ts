/**
 * A shopper may cancel their own order while the shop has not started on it: pending or confirmed (beyond SPEC §4,
 * which leaves transitions to the server). The reference server refuses a later cancellation with the same rule,
 * and its order read back says whether it would take one (`cancellable`), so the shop offers Cancel only where the
 * backend does: a SPEC §7 backend says nothing, and its orders are never offered it.
 */
import { normalizeStatus } from './orderStatus';

/** The statuses an order may be cancelled from by its shopper, as the reference server stores them. */
export const CANCELLABLE_STATUSES = ['pending', 'confirmed'] as const;

export function isCancellableStatus(status: string | null | undefined): boolean {
  return (CANCELLABLE_STATUSES as readonly string[]).includes(normalizeStatus(status));
}

/** Whether the order page offers Cancel Order: the backend says it would take it, and the status still allows it. */
export function offersCancel(order: { order_status: string | null; cancellable?: boolean | null }): boolean {
  return order.cancellable === true && isCancellableStatus(order.order_status);
}
