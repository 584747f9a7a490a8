import { and, count, eq, gt, lt, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { rateLimitHits } from '../schema';

/** A budget: at most `limit` uses of `bucket` in any `windowMs`. */
export type Budget = { bucket: string; limit: number; windowMs: number };

/**
 * Holds the bucket until the transaction ends: requests arriving together on a PostgreSQL server (parallel
 * transactions, unlike PGlite) are counted one after another and cannot all slip under a limit.
 */
async function lockBucket(db: Database, bucket: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`budget:${bucket}`}, 0))`);
}

/** Uses of `bucket` after `since`. */
export async function usesSince(db: Database, bucket: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), gt(rateLimitHits.at, since)));
  return row?.value ?? 0;
}

export async function recordUse(db: Database, bucket: string, now: Date): Promise<void> {
  await db.insert(rateLimitHits).values({ bucket, at: now });
}

/**
 * Takes one use from every budget when all of them have room, and returns undefined; otherwise takes nothing and
 * returns the first spent budget in the order given. Call it inside the transaction of the effect it guards:
 * buckets are locked (in name order, so two callers never wait on each other) until that transaction ends, and a
 * refusal thrown afterwards rolls the uses back. A budget whose limit is Infinity is not counted.
 */
export async function spend<B extends Budget>(
  db: Database,
  budgets: readonly B[],
  now: Date,
): Promise<B | undefined> {
  const counted = budgets.filter((budget) => Number.isFinite(budget.limit));
  const byName = [...counted].sort((a, b) => (a.bucket < b.bucket ? -1 : a.bucket > b.bucket ? 1 : 0));
  for (const budget of byName) await lockBucket(db, budget.bucket);
  for (const budget of counted) {
    const since = new Date(now.getTime() - budget.windowMs);
    // Older uses of this bucket count no more: dropped on the way, so a busy bucket stays small.
    await db
      .delete(rateLimitHits)
      .where(and(eq(rateLimitHits.bucket, budget.bucket), lte(rateLimitHits.at, since)));
    if ((await usesSince(db, budget.bucket, since)) >= budget.limit) return budget;
  }
  for (const budget of counted) await recordUse(db, budget.bucket, now);
  return undefined;
}

/** Drops every use older than `before` (housekeeping: no window is longer than a day). */
export async function pruneUses(db: Database, before: Date): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.at, before));
}

/** How long until `budget`, now spent, has room again: its oldest use in the window leaves it. */
export async function msUntilRoom(db: Database, budget: Budget, now: Date): Promise<number> {
  const since = new Date(now.getTime() - budget.windowMs);
  const [row] = await db
    .select({ oldest: min(rateLimitHits.at) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, budget.bucket), gt(rateLimitHits.at, since)));
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
  return Math.max(0, oldest + budget.windowMs - now.getTime());
}
