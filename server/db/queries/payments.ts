import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { type AttemptStatus, paymentAttempts, payments } from '../schema';
import { keepHoldsOfPaid } from './stock-holds';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'updatedAt'>;
export type AttemptRow = typeof paymentAttempts.$inferSelect;

export async function insertPayment(db: Database, payment: NewPayment): Promise<void> {
  await db.insert(payments).values({ ...payment, updatedAt: payment.createdAt });
}

export async function findPayment(db: Database, invoiceId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
  return row;
}

export async function findOwnPayment(db: Database, customerId: number, invoiceId: string) {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.customerId, customerId)));
  return row;
}

export async function findAttempt(db: Database, paymentId: string): Promise<AttemptRow | undefined> {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, paymentId));
  return row;
}

/** The attempts at paying an invoice, oldest first. */
export function attemptsOf(db: Database, invoiceId: string): Promise<AttemptRow[]> {
  return db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.invoiceId, invoiceId))
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.paymentId));
}

export type RecordedAttempt = {
  payment: PaymentRow;
  /**
   * The attempt just recorded, or for an invoice paid already the attempt that paid it (none when it was paid
   * before attempts had ids of their own).
   */
  attempt: AttemptRow | undefined;
};

/**
 * Records a Pay or a Decline on the hosted page as a new attempt with id `paymentId`. A paying attempt makes the
 * invoice Paid, and keeps the stock it still holds until its order is stored; a declined one leaves it payable, as
 * it was. A paid invoice takes no further attempt. The invoice's row is held until the transaction ends, so of two
 * Pay posts arriving together only one pays.
 */
export async function recordAttempt(
  db: Database,
  invoiceId: string,
  outcome: AttemptStatus,
  paymentId: string,
  now: Date,
): Promise<RecordedAttempt | undefined> {
  return db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.invoiceId, invoiceId)).for('update');
    if (!payment) return undefined;
    if (payment.status === 'Paid') {
      const attempts = await attemptsOf(tx, invoiceId);
      return { payment, attempt: attempts.find((attempt) => attempt.status === 'Paid') };
    }
    const [attempt] = await tx
      .insert(paymentAttempts)
      .values({ paymentId, invoiceId, status: outcome, createdAt: now })
      .returning();
    const [updated] = await tx
      .update(payments)
      .set({ status: outcome === 'Paid' ? 'Paid' : payment.status, updatedAt: now })
      .where(eq(payments.invoiceId, invoiceId))
      .returning();
    if (outcome === 'Paid') await keepHoldsOfPaid(tx, invoiceId, now);
    return { payment: updated ?? payment, attempt };
  });
}
