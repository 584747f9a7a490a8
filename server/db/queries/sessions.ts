import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../database';
import { customers, sessions } from '../schema';

export async function createSession(
  db: Database,
  {
    tokenHash,
    customerId,
    now,
    expiresAt,
  }: { tokenHash: string; customerId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(sessions).values({ tokenHash, customerId, createdAt: now, expiresAt });
}

/** The customer a live (unexpired) token belongs to. */
export async function findCustomerByToken(db: Database, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: customers.id, phone: customers.phone, name: customers.name })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)));
  return row;
}

/** Revokes one token (logout) and returns its session; undefined when there was none (unknown or already revoked). */
export async function endSession(
  db: Database,
  tokenHash: string,
): Promise<{ customerId: number; expiresAt: Date } | undefined> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.tokenHash, tokenHash))
    .returning({ customerId: sessions.customerId, expiresAt: sessions.expiresAt });
  return row;
}
