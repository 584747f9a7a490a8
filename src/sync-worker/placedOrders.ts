/**
 * Questions about orders in the event log whose answer needs the stored payloads read back and checked, which is
 * the worker's job (the window holds no schemas): the cash order still waiting in the outbox, and the order a card
 * payment already paid for.
 */
import type { ShopDatabase } from '../db';
import { type OrderStorePayload, OrderStorePayloadSchema } from '../domain';

export interface StoredOrder {
  /** The event id, which is the order's idempotency key. */
  key: string;
  /** The server's order id once the outbox has it. */
  orderId: string | null;
  order: OrderStorePayload;
}

/** The server's order id of each order the outbox sent, by the order's key (OrderConfirmed events). */
export async function confirmedIds(db: ShopDatabase): Promise<Map<string, string>> {
  const docs = await db.events.find({ selector: { type: 'OrderConfirmed' } }).exec();
  const ids = new Map<string, string>();
  for (const doc of docs) {
    const { orderKey, orderId } = doc.toJSON().payload as { orderKey?: unknown; orderId?: unknown };
    if (typeof orderKey === 'string' && orderId !== null && orderId !== undefined)
      ids.set(orderKey, String(orderId));
  }
  return ids;
}

async function ordersIn(db: ShopDatabase, outboxStatus: 'pending' | 'sent'): Promise<StoredOrder[]> {
  const [docs, confirmed] = await Promise.all([
    db.events.find({ selector: { type: 'OrderPlaced', outboxStatus } }).exec(),
    confirmedIds(db),
  ]);
  return docs.flatMap((doc) => {
    const payload = doc.toJSON().payload as { orderId?: unknown; order?: unknown };
    const order = OrderStorePayloadSchema.safeParse(payload.order);
    if (!order.success) return [];
    // An order sent by an earlier version of the shop carries the server's id in its own payload.
    const earlier =
      payload.orderId === null || payload.orderId === undefined ? null : String(payload.orderId);
    return [{ key: doc.id, orderId: confirmed.get(doc.id) ?? earlier, order: order.data }];
  });
}

/**
 * A cash order placed offline waits in the outbox (SPEC §4 Cash on delivery), and the cart is cleared only once it
 * is sent: checkout must wait for it rather than offer to place a second one.
 */
export async function unsentCashOrder(db: ShopDatabase): Promise<StoredOrder | null> {
  const pending = await ordersIn(db, 'pending');
  return pending.find((stored) => stored.order.order_detail.paymentType === 'cash') ?? null;
}

/** The sent order that paid with this invoice (a return page opened again after the thank-you). */
export async function orderPaidWith(db: ShopDatabase, invoiceId: string): Promise<StoredOrder | null> {
  const sent = await ordersIn(db, 'sent');
  return (
    sent.find(({ order }) => {
      const { invoice_id, paymentId } = order.order_detail;
      return invoice_id === invoiceId || paymentId === invoiceId;
    }) ?? null
  );
}

/** The server's ids of the orders this device placed for this customer: what it knows without the server's list. */
export async function orderIdsPlacedBy(db: ShopDatabase, userId: string): Promise<string[]> {
  const sent = await ordersIn(db, 'sent');
  return sent.flatMap(({ order, orderId }) =>
    orderId !== null && String(order.order_detail.user_id) === userId ? [orderId] : [],
  );
}
