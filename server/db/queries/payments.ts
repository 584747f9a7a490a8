import { and, eq } from 'drizzle-orm';
import type { Database } from '../database';
import { type PaymentStatus, payments } from '../schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = Omit<typeof payments.$inferInsert, 'status' | 'updatedAt'>;

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

/** Pending becomes Paid or Failed once; a settled payment keeps its outcome. Returns the final row. */
export async function settlePayment(
  db: Database,
  invoiceId: string,
  outcome: Exclude<PaymentStatus, 'Pending'>,
  now: Date,
): Promise<PaymentRow | undefined> {
  await db
    .update(payments)
    .set({ status: outcome, updatedAt: now })
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.status, 'Pending')));
  return findPayment(db, invoiceId);
}
