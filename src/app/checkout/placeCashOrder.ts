/** SPEC §4 Cash on delivery: the order is created, then the cart is cleared. */
import type { OrderStorePayload } from '../../domain';
import { type PlaceOrderDeps, placeOrder } from './placeOrder';

export type CashOrderDeps = PlaceOrderDeps;

/** `key` resumes an order already in the outbox (placed before a reload) instead of placing a new one. */
export async function placeCashOrder(
  order: OrderStorePayload,
  deps: CashOrderDeps,
  key?: string,
): Promise<{ orderId: string }> {
  const placed = await placeOrder(order, deps, key);
  await deps.eventLog.append('CartCleared', {});
  return placed;
}
