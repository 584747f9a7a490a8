/**
 * The customer's orders (DESIGN's fixed paths: GET /user/{userId}/orders and GET /order/{orderId}/{userId}),
 * fetched with the bearer token of the session the event log holds and stored in the `orders` collection, which
 * the orders screens watch. A failed fetch keeps what is stored (stale-while-revalidate), so orders show offline.
 * The list call is beyond SPEC §7: against a backend without it, the orders this device knows (stored, or placed
 * here) are each read again through SPEC's order detail call, and the screen says the list is this device's only.
 */
import { EventLog, type ShopDatabase } from '../db';
import {
  canFetchAddresses,
  type Order,
  OrderDetailResponseSchema,
  OrdersListResponseSchema,
} from '../domain';
import type { ApiClient } from './apiClient';
import type { MissingCalls } from './missingCall';
import { orderIdsPlacedBy } from './placedOrders';
import type { Keep, RefreshOutcome, SyncStatusRecorder } from './syncStatus';

export interface OrdersRefresh extends RefreshOutcome {
  /** How many orders the server listed; null when no list was fetched (a failure, or nobody logged in). */
  count: number | null;
  /** True when the backend lacks the list call: what shows is only the orders this device knows. */
  deviceOnly: boolean;
}

type Customer = { userId: string; token: string };

/** An order id as a path segment may carry it: anything else names no order. */
const isOrderId = (id: string) => /^\d{1,10}$/.test(id);

const toDoc = (userId: string, order: Order) => ({
  id: String(order.id),
  serverId: order.id,
  userId,
  order,
});

/** Stores one of the customer's orders as the server last gave it (a load, or the answer to a cancellation). */
export async function storeOrder(db: ShopDatabase, { userId, order }: { userId: string; order: Order }) {
  await db.orders.upsert(toDoc(userId, order));
}

export class OrderSync {
  constructor(
    private readonly db: ShopDatabase,
    private readonly api: ApiClient,
    private readonly status: SyncStatusRecorder,
    private readonly missing: MissingCalls,
  ) {}

  async refreshOrders(): Promise<OrdersRefresh> {
    const customer = await this.customer();
    if (!customer) return { ok: false, error: null, failures: [], count: null, deviceOnly: false };
    let count: number | null = null;
    const outcome = await this.status.track('orders', async (keep) => {
      const result = this.missing.has('ordersList')
        ? null
        : await this.api.get(`/user/${customer.userId}/orders`, OrdersListResponseSchema, {
            token: customer.token,
          });
      if (!result || this.missing.lacks('ordersList', result)) {
        await this.refreshKnownOrders(customer, keep);
        return;
      }
      const list = keep(result);
      if (!list) return;
      await this.db.orders.bulkUpsert(list.data.map((order) => toDoc(customer.userId, order)));
      // An order the server no longer lists (removed by the shop) must not linger on the phone.
      const listed = new Set(list.data.map((order) => String(order.id)));
      const stored = await this.db.orders.find({ selector: { userId: customer.userId } }).exec();
      await this.db.orders.bulkRemove(stored.map((doc) => doc.id).filter((id) => !listed.has(id)));
      count = list.data.length;
    });
    return { ...outcome, count, deviceOnly: this.missing.has('ordersList') };
  }

  /**
   * The order as the server has it now, stored; null when the server has no such order for this customer (404).
   * Any other failure throws, so order tracking keeps the stored copy and tries again later.
   */
  async loadOrder(orderId: string): Promise<Order | null> {
    const customer = await this.customer();
    // A guest has no orders, and a path segment that is not a number names none.
    if (!customer || !isOrderId(orderId)) return null;
    const outcome = await this.status.track(`order:${orderId}`, (keep) =>
      this.refreshOrder(customer, orderId, keep),
    );
    if (!outcome.ok) throw new Error(outcome.error ?? 'server');
    // Read back rather than kept from the call: a second caller may have shared this round of calls.
    const doc = await this.db.orders.findOne({ selector: { id: orderId, userId: customer.userId } }).exec();
    return doc ? doc.toMutableJSON().order : null;
  }

  /** Without the list: the customer's stored orders and those the outbox placed from this device, each read again. */
  private async refreshKnownOrders(customer: Customer, keep: Keep): Promise<void> {
    const stored = await this.db.orders.find({ selector: { userId: customer.userId } }).exec();
    const placed = await orderIdsPlacedBy(this.db, customer.userId);
    const known = new Set([...stored.map((doc) => doc.id), ...placed].filter(isOrderId));
    await Promise.all([...known].map((orderId) => this.refreshOrder(customer, orderId, keep)));
  }

  private async refreshOrder(customer: Customer, orderId: string, keep: Keep): Promise<void> {
    const result = await this.api.get(`/order/${orderId}/${customer.userId}`, OrderDetailResponseSchema, {
      token: customer.token,
    });
    if (!result.ok && result.status === 404) {
      await this.db.orders.findOne({ selector: { id: orderId, userId: customer.userId } }).remove();
      return;
    }
    const order = keep(result);
    if (order) await storeOrder(this.db, { userId: customer.userId, order });
  }

  private async customer(): Promise<Customer | null> {
    const { session } = await new EventLog(this.db).state();
    const userId = session.userId === null ? '' : String(session.userId);
    // The same rule as addresses (SPEC §5): a missing or placeholder user id is nobody to ask about.
    if (!session.token || !canFetchAddresses(userId)) return null;
    return { userId, token: session.token };
  }
}
