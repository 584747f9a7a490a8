/**
 * The customer's orders (DESIGN's fixed paths: GET /user/{userId}/orders and GET /order/{orderId}/{userId}),
 * fetched with the bearer token of the session the event log holds and stored in the `orders` collection, which
 * the orders screens watch. A failed fetch keeps what is stored (stale-while-revalidate), so orders show offline.
 */
import { EventLog, type ShopDatabase } from '../db';
import {
  canFetchAddresses,
  type Order,
  OrderDetailResponseSchema,
  OrdersListResponseSchema,
} from '../domain';
import type { ApiClient } from './apiClient';
import type { RefreshOutcome, SyncStatusRecorder } from './syncStatus';

export interface OrdersRefresh extends RefreshOutcome {
  /** How many orders the server listed; null when no list was fetched (a failure, or nobody logged in). */
  count: number | null;
}

const toDoc = (userId: string, order: Order) => ({
  id: String(order.id),
  serverId: order.id,
  userId,
  order,
});

export class OrderSync {
  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly status: SyncStatusRecorder,
  ) {}

  async refreshOrders(): Promise<OrdersRefresh> {
    const customer = await this.customer();
    if (!customer) return { ok: false, error: null, failures: [], count: null };
    let count: number | null = null;
    const outcome = await this.status.track('orders', async (keep) => {
      const list = keep(
        await this.api.get(`/user/${customer.userId}/orders`, OrdersListResponseSchema, {
          token: customer.token,
        }),
      );
      if (!list) return;
      await this.db.orders.bulkUpsert(list.data.map((order) => toDoc(customer.userId, order)));
      // An order the server no longer lists (removed by the shop) must not linger on the phone.
      const listed = new Set(list.data.map((order) => String(order.id)));
      const stored = await this.db.orders.find({ selector: { userId: customer.userId } }).exec();
      await this.db.orders.bulkRemove(stored.map((doc) => doc.id).filter((id) => !listed.has(id)));
      count = list.data.length;
    });
    return { ...outcome, count };
  }

  /**
   * The order as the server has it now, stored; null when the server has no such order for this customer (404).
   * Any other failure throws, so order tracking keeps the stored copy and tries again later.
   */
  async loadOrder(orderId: string): Promise<Order | null> {
    const customer = await this.customer();
    // A guest has no orders, and a path segment that is not a number names none.
    if (!customer || !/^\d{1,10}$/.test(orderId)) return null;
    const outcome = await this.status.track(`order:${orderId}`, async (keep) => {
      const result = await this.api.get(`/order/${orderId}/${customer.userId}`, OrderDetailResponseSchema, {
        token: customer.token,
      });
      if (!result.ok && result.status === 404) {
        await this.db.orders.findOne({ selector: { id: orderId, userId: customer.userId } }).remove();
        return;
      }
      const order = keep(result);
      if (order) await this.db.orders.upsert(toDoc(customer.userId, order));
    });
    if (!outcome.ok) throw new Error(outcome.error ?? 'server');
    // Read back rather than kept from the call: a second caller may have shared this round of calls.
    const doc = await this.db.orders.findOne({ selector: { id: orderId, userId: customer.userId } }).exec();
    return doc ? doc.toMutableJSON().order : null;
  }

  private async customer(): Promise<{ userId: string; token: string } | null> {
    const { session } = await new EventLog(this.db).state();
    const userId = session.userId === null ? '' : String(session.userId);
    // The same rule as addresses (SPEC §5): a missing or placeholder user id is nobody to ask about.
    if (!session.token || !canFetchAddresses(userId)) return null;
    return { userId, token: session.token };
  }
}
