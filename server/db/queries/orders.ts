import { and, desc, eq, getTableColumns, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { nextStatus, type OrderStatus } from '../../orders/statuses';
import type { StockLine } from '../../orders/stock-lines';
import type { Database } from '../database';
import { customers, orders } from '../schema';

export type NewOrder = typeof orders.$inferInsert;

/** An order with the customer fields its read-back shape shows (SPEC §3 Order as read back, Customer). */
export type OrderRecord = typeof orders.$inferSelect & { customerName: string | null; customerPhone: string };

export async function insertOrder(db: Database, order: NewOrder): Promise<number> {
  const [row] = await db.insert(orders).values(order).returning({ id: orders.id });
  if (!row) throw new Error('the order insert returned no row');
  return row.id;
}

export async function orderIdForInvoice(db: Database, invoiceId: string): Promise<number | undefined> {
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.invoiceId, invoiceId));
  return row?.id;
}

function selectOrders(db: Database, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(orders), customerName: customers.name, customerPhone: customers.phone })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where);
}

export const listOrders = (db: Database, customerId: number): Promise<OrderRecord[]> =>
  selectOrders(db, eq(orders.customerId, customerId)).orderBy(desc(orders.createdAt), desc(orders.id));

/** Without `customerId` (the admin call) any order is found. */
export async function findOrder(
  db: Database,
  id: number,
  customerId?: number,
): Promise<OrderRecord | undefined> {
  const mine = customerId === undefined ? undefined : eq(orders.customerId, customerId);
  const [row] = await selectOrders(db, and(eq(orders.id, id), mine));
  return row;
}

export async function setOrderStatus(
  db: Database,
  id: number,
  status: OrderStatus,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({ orderStatus: status, statusChangedAt: now })
    .where(eq(orders.id, id))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Cancels the customer's order if its status is still one of `from`, in one guarded statement, so a status the
 * staff set a moment earlier is never overwritten; a paid order now waits for its refund. False when nothing was
 * cancelled (no such order of theirs, or it has moved on).
 */
export async function cancelOwnOrder(
  db: Database,
  { id, customerId, from, now }: { id: number; customerId: number; from: readonly string[]; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(orders)
    .set({
      orderStatus: 'cancelled',
      statusChangedAt: now,
      paymentStatus: sql`case when ${orders.paymentStatus} = 'paid' then 'refund_pending' else ${orders.paymentStatus} end`,
    })
    .where(and(eq(orders.id, id), eq(orders.customerId, customerId), inArray(orders.orderStatus, [...from])))
    .returning({ id: orders.id });
  return rows.length > 0;
}

/**
 * Marks that the order no longer holds its lines in stock, and answers them when it did; none when it did not (it
 * gave them back already, was stored to be refunded, or was stored before stock was kept). Of two calls at once,
 * the second waits for the first's row and then finds nothing to give.
 */
export async function giveBackOrderLines(db: Database, id: number): Promise<StockLine[]> {
  const [row] = await db
    .update(orders)
    .set({ stockTaken: false })
    .where(and(eq(orders.id, id), eq(orders.stockTaken, true)))
    .returning({ products: orders.products });
  return (row?.products ?? []).map((line) => ({
    productId: line.id,
    variantId: line.v_id,
    quantity: line.quantity,
  }));
}

/** An order stored to be refunded (docs/API.md "Stock") that the staff have refunded says so in its payment too. */
export async function settleRefund(db: Database, id: number): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(orders.id, id), eq(orders.paymentStatus, 'refund_pending')));
}

/** The status of each of the customer's orders (a stream of the customer's log tells the changes). */
export async function orderStatusesOf(
  db: Database,
  customerId: number,
): Promise<{ id: number; status: string }[]> {
  return db
    .select({ id: orders.id, status: orders.orderStatus })
    .from(orders)
    .where(eq(orders.customerId, customerId));
}

/** Moves every order that has sat in an auto-advancing status since `before` one step on; returns how many. */
export async function advanceOrders(db: Database, now: Date, before: Date): Promise<number> {
  const steps = Object.entries(nextStatus);
  const next = sql.join(
    steps.map(([from, to]) => sql`when ${from} then ${to}`),
    sql` `,
  );
  const rows = await db
    .update(orders)
    .set({ orderStatus: sql`case ${orders.orderStatus} ${next} end`, statusChangedAt: now })
    .where(
      and(
        inArray(
          orders.orderStatus,
          steps.map(([from]) => from),
        ),
        lte(orders.statusChangedAt, before),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}
