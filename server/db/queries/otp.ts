import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { otpCodes, otpSends } from '../schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/**
 * Codes sent to `phone` since `since`; older bookkeeping rows of that phone are dropped on the way. Call it in
 * the transaction that records the next send: it holds a lock on the phone until that transaction ends, so
 * requests for one phone arriving together on a PostgreSQL server (parallel transactions, unlike PGlite) are
 * counted one after another and cannot all slip under the limit.
 */
export async function countSendsSince(db: Database, phone: string, since: Date): Promise<number> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-send:${phone}`}, 0))`);
  await db.delete(otpSends).where(and(eq(otpSends.phone, phone), lte(otpSends.sentAt, since)));
  const [row] = await db
    .select({ value: count() })
    .from(otpSends)
    .where(and(eq(otpSends.phone, phone), gt(otpSends.sentAt, since)));
  return row?.value ?? 0;
}

/** Records a send and makes `codeHash` the phone's only live code. */
export async function replaceCode(
  db: Database,
  { phone, codeHash, now, expiresAt }: { phone: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(otpSends).values({ phone, sentAt: now });
  const fresh = { codeHash, expiresAt, attempts: 0, used: false, createdAt: now };
  await db
    .insert(otpCodes)
    .values({ phone, ...fresh })
    .onConflictDoUpdate({ target: otpCodes.phone, set: fresh });
}

/** The phone's code, locked until the transaction ends so two verifications cannot both use it. */
export async function findCodeForUpdate(db: Database, phone: string): Promise<OtpRow | undefined> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.phone, phone)).for('update');
  return row;
}

export async function countFailedAttempt(db: Database, phone: string): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(eq(otpCodes.phone, phone))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? 0;
}

export async function markCodeUsed(db: Database, phone: string): Promise<void> {
  await db.update(otpCodes).set({ used: true }).where(eq(otpCodes.phone, phone));
}
