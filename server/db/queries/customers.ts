import { eq, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { customers } from '../schema';

export type CustomerRow = typeof customers.$inferSelect;

/** The customer with this phone, created on the first successful login. */
export async function findOrCreateCustomer(db: Database, phone: string, now: Date): Promise<CustomerRow> {
  // The no-op update makes RETURNING give the existing row too, in one statement that cannot race.
  const [row] = await db
    .insert(customers)
    .values({ phone, createdAt: now })
    .onConflictDoUpdate({ target: customers.phone, set: { phone: sql`excluded.phone` } })
    .returning();
  if (!row) throw new Error('the customer upsert returned no row');
  return row;
}

export async function renameCustomer(db: Database, id: number, name: string): Promise<void> {
  await db.update(customers).set({ name }).where(eq(customers.id, id));
}
