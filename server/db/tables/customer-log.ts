// The customer's log across devices (0010_customer_log.sql): a logged-in customer's cart, favourites and
// selected-address events, numbered per customer by `seq` in the order the server stored them.
import { sql } from 'drizzle-orm';
import { bigint, integer, jsonb, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const customerLog = pgTable(
  'customer_log',
  {
    customerId: integer('customer_id').notNull(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    /** The client's event id. */
    id: text('id').notNull(),
    type: text('type').notNull(),
    /** The client's time of the event, in milliseconds since the epoch. */
    at: bigint('at', { mode: 'number' }).notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    storedAt: timestamptz('stored_at').notNull().default(sql`now()`),
  },
  (table) => [
    primaryKey({ columns: [table.customerId, table.seq] }),
    unique().on(table.customerId, table.id),
  ],
);
