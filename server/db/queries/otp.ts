import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../database';
import { otpCodes } from '../schema';

export type OtpRow = typeof otpCodes.$inferSelect;

/** Makes `codeHash` the only live code of this phone asked from this client (a resend replaces it). */
export async function replaceCode(
  db: Database,
  {
    phone,
    client,
    codeHash,
    now,
    expiresAt,
  }: { phone: string; client: string; codeHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  const fresh = { codeHash, expiresAt, attempts: 0, used: false, createdAt: now };
  await db
    .insert(otpCodes)
    .values({ phone, client, ...fresh })
    .onConflictDoUpdate({ target: [otpCodes.phone, otpCodes.client], set: fresh });
}

/**
 * The code a verification from `client` is checked against, locked until the transaction ends so two
 * verifications cannot both use it: the one this client asked for; failing that (the shopper's network changed
 * between asking and typing) the phone's newest live code. Either way exactly one code per guess.
 */
export async function findCodeForUpdate(
  db: Database,
  phone: string,
  client: string,
  now: Date,
): Promise<OtpRow | undefined> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`otp-verify:${phone}`}, 0))`);
  const [own] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.client, client)))
    .for('update');
  if (own) return own;
  const [newest] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.phone, phone), eq(otpCodes.used, false), gt(otpCodes.expiresAt, now)))
    .orderBy(desc(otpCodes.createdAt))
    .limit(1)
    .for('update');
  return newest;
}

export async function countFailedAttempt(
  db: Database,
  code: Pick<OtpRow, 'phone' | 'client'>,
): Promise<number> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.phone, code.phone), eq(otpCodes.client, code.client)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? 0;
}

/** A login uses up every code of the phone: none of them may log in again. */
export async function markCodesUsed(db: Database, phone: string): Promise<void> {
  await db.update(otpCodes).set({ used: true }).where(eq(otpCodes.phone, phone));
}
