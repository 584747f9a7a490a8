import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../database';
import { idempotencyKeys } from '../schema';

export type StoredAnswer = { requestHash: string; status: number; body: unknown };

export async function findAnswer(
  db: Database,
  scope: string,
  key: string,
): Promise<StoredAnswer | undefined> {
  const [row] = await db
    .select({
      requestHash: idempotencyKeys.requestHash,
      status: idempotencyKeys.status,
      body: idempotencyKeys.body,
    })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
  return row;
}

/** Fails with a unique violation when another request holds the key (PostgreSQL makes it wait for that one first). */
export async function claimKey(db: Database, scope: string, key: string, requestHash: string, now: Date) {
  await db.insert(idempotencyKeys).values({ scope, key, requestHash, createdAt: now });
}

export async function recordAnswer(db: Database, scope: string, key: string, status: number, body: unknown) {
  await db
    .update(idempotencyKeys)
    .set({ status, body })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

/** Drops the answers stored before `before` (housekeeping: the retention period of docs/API.md). */
export async function pruneAnswers(db: Database, before: Date): Promise<void> {
  await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, before));
}
