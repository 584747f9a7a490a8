// Customers, login, budgets and idempotency (0002_customers.sql, 0006_security.sql, 0010_customer_log.sql), and
// addresses (0003_addresses.sql).
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
} from 'drizzle-orm/pg-core';
import { timestamptz } from './columns';

export const customers = pgTable('customers', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull().unique(),
  name: text('name'),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  /** The last seq given in the customer's log (tables/customer-log.ts). */
  logSeq: bigint('log_seq', { mode: 'number' }).notNull().default(0),
});

// One live code per phone and client (0006_security.sql): codes asked from one client never void another's.
export const otpCodes = pgTable(
  'otp_codes',
  {
    phone: text('phone').notNull(),
    client: text('client').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamptz('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    used: boolean('used').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.phone, table.client] })],
);

/** One row per use of a budget (db/queries/rate-limits.ts); `bucket` names the budget and whom it counts. */
export const rateLimitHits = pgTable('rate_limit_hits', {
  bucket: text('bucket').notNull(),
  at: timestamptz('at').notNull(),
});

export const sessions = pgTable('sessions', {
  tokenHash: text('token_hash').primaryKey(),
  customerId: integer('customer_id').notNull(),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  expiresAt: timestamptz('expires_at').notNull(),
});

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull().default(0),
    body: jsonb('body'),
    createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.scope, table.key] })],
);

export type PickupLocation = {
  latitude: number;
  longitude: number;
  latitudeDelta: number | null;
  longitudeDelta: number | null;
};

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull(),
  fullName: text('full_name').notNull(),
  street: text('street'),
  city: text('city'),
  area: text('area'),
  governorate: text('governorate'),
  phone: text('phone').notNull(),
  country: text('country'),
  email: text('email'),
  address: text('address'),
  blockAvenue: text('block_avenue').notNull().default('N/A'),
  house: text('house').notNull().default('N/A'),
  piece: text('piece'),
  emirates: text('emirates'),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  pickupLocation: jsonb('pickup_location').$type<PickupLocation>(),
  createdAt: timestamptz('created_at').notNull().default(sql`now()`),
  updatedAt: timestamptz('updated_at').notNull().default(sql`now()`),
  deletedAt: timestamptz('deleted_at'),
});
