// The Drizzle description of the tables created by the SQL files in ./migrations, one file per area in ./tables.
// The SQL files are the source of truth for the database; these files mirror them so queries are typed.
import { sql } from 'drizzle-orm';
import { bigint, boolean, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export * from './tables/catalogue';
export * from './tables/customer-log';
export * from './tables/customers';
export * from './tables/orders';

export const schemaMigrations = pgTable('schema_migrations', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().default(sql`now()`),
});

export const catalogueVersion = pgTable('catalogue_version', {
  single: boolean('single').primaryKey().default(true),
  version: bigint('version', { mode: 'number' }).notNull(),
});
