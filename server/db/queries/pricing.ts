import { and, asc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Database } from '../database';
import { deliveryEstimates, deliveryRates, promoCodes } from '../schema';

/** A promo code that is active and not expired at `now`; codes are stored upper-case. */
export async function findUsablePromo(db: Database, code: string, now: Date) {
  const [row] = await db
    .select({ code: promoCodes.code, discount: promoCodes.discount })
    .from(promoCodes)
    .where(
      and(
        eq(promoCodes.code, code.toUpperCase()),
        eq(promoCodes.active, true),
        or(isNull(promoCodes.expiresAt), gt(promoCodes.expiresAt, now)),
      ),
    );
  return row;
}

export const listDeliveryRates = (db: Database) =>
  db.select().from(deliveryRates).orderBy(asc(deliveryRates.id));

export const listDeliveryEstimates = (db: Database) =>
  db.select().from(deliveryEstimates).orderBy(asc(deliveryEstimates.id));
