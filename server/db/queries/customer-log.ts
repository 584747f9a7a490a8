import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { customerLog, customers } from '../schema';

/** An event of the customer's log as a device sends it. */
export type LogEvent = { id: string; type: string; at: number; payload: Record<string, unknown> };
/** An event with its place in the log. */
export type StoredLogEvent = LogEvent & { seq: number };

/**
 * The channel that wakes a customer's open streams (0010_customer_log.sql); its payload is the customer's id.
 * A wake says only that something of that customer may have changed: a stream reads what did from the tables.
 */
export const customerChannel = 'customer_log';

/**
 * Holds the customer's row until the transaction ends, so pushes of one customer (on any instance) take turns;
 * false when the customer has no row.
 */
export async function lockLog(db: Database, customerId: number): Promise<boolean> {
  const rows = await db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return rows.length > 0;
}

/** What a stored event reads back as. */
const storedColumns = {
  id: customerLog.id,
  type: customerLog.type,
  at: customerLog.at,
  payload: customerLog.payload,
  seq: customerLog.seq,
};

/** The stored events of the customer among `ids`. */
export async function storedEvents(
  db: Database,
  customerId: number,
  ids: readonly string[],
): Promise<StoredLogEvent[]> {
  if (ids.length === 0) return [];
  return db
    .select(storedColumns)
    .from(customerLog)
    .where(and(eq(customerLog.customerId, customerId), inArray(customerLog.id, [...ids])));
}

export async function countLog(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(customerLog)
    .where(eq(customerLog.customerId, customerId));
  return row?.value ?? 0;
}

/**
 * Stores `events` after the customer's last seq, in the order given, and returns them with their seqs. Call it
 * with the log locked (lockLog), in the transaction that locked it.
 */
export async function appendLog(
  db: Database,
  customerId: number,
  events: readonly LogEvent[],
): Promise<StoredLogEvent[]> {
  if (events.length === 0) return [];
  const [row] = await db
    .update(customers)
    .set({ logSeq: sql`${customers.logSeq} + ${events.length}` })
    .where(eq(customers.id, customerId))
    .returning({ last: customers.logSeq });
  if (!row) throw new Error('the customer of the log has no row');
  const first = row.last - events.length + 1;
  const stored = events.map((event, index) => ({ ...event, seq: first + index }));
  await db.insert(customerLog).values(stored.map((event) => ({ ...event, customerId })));
  return stored;
}

/** Up to `limit` of the customer's events after `after`, in seq order. */
export async function readLog(
  db: Database,
  customerId: number,
  after: number,
  limit: number,
): Promise<StoredLogEvent[]> {
  return db
    .select(storedColumns)
    .from(customerLog)
    .where(and(eq(customerLog.customerId, customerId), gt(customerLog.seq, after)))
    .orderBy(asc(customerLog.seq))
    .limit(limit);
}

export async function deleteLog(db: Database, customerId: number): Promise<void> {
  await db.delete(customerLog).where(eq(customerLog.customerId, customerId));
}

/** Wakes the customer's open streams on every instance, when (and if) the transaction of `db` commits. */
export async function announceCustomerChange(db: Database, customerId: number): Promise<void> {
  await db.execute(sql`select pg_notify(${customerChannel}, ${String(customerId)})`);
}
