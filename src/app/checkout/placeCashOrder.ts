/** SPEC §4 Cash on delivery: the order is created, then the cart is cleared. */
import type { OrderStorePayload } from '../../domain';
import { type PlaceOrderDeps, placeOrder } from './placeOrder';

export type CashOrderDeps = PlaceOrderDeps;

export async function placeCashOrder(
  order: OrderStorePayload,
  deps: CashOrderDeps,
): Promise<{ orderId: string }> {
  const placed = await placeOrder(order, deps);
  await deps.eventLog.append('CartCleared', {});
  return placed;
}
