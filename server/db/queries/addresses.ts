// Every query is scoped to the customer and skips deleted rows, so another customer's address or a deleted one
// is simply not found (404) rather than revealed.
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { AddressPayload } from '../../addresses/address-payload';
import type { Database } from '../database';
import { addresses } from '../schema';

export type AddressRow = typeof addresses.$inferSelect;

const own = (customerId: number, id: number) =>
  and(eq(addresses.id, id), eq(addresses.customerId, customerId), isNull(addresses.deletedAt));

/** The columns of a payload; the coordinates come from pickupLocation when it is given. */
function columnsOf(payload: AddressPayload) {
  return {
    fullName: payload.full_name,
    street: payload.street,
    city: payload.city,
    area: payload.area,
    governorate: payload.governorate,
    phone: payload.phone,
    country: payload.country,
    email: payload.email,
    address: payload.address,
    blockAvenue: payload.block_avenue,
    house: payload.house,
    piece: payload.piece,
    emirates: payload.emirates,
    latitude: payload.pickupLocation?.latitude ?? payload.latitude,
    longitude: payload.pickupLocation?.longitude ?? payload.longitude,
    pickupLocation: payload.pickupLocation,
  };
}

export async function insertAddress(db: Database, customerId: number, payload: AddressPayload, now: Date) {
  const [row] = await db
    .insert(addresses)
    .values({ customerId, ...columnsOf(payload), createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('the address insert returned no row');
  return row;
}

export async function updateAddress(
  db: Database,
  customerId: number,
  id: number,
  payload: AddressPayload,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db
    .update(addresses)
    .set({ ...columnsOf(payload), updatedAt: now })
    .where(own(customerId, id))
    .returning();
  return row;
}

export async function deleteAddress(
  db: Database,
  customerId: number,
  id: number,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(addresses)
    .set({ deletedAt: now })
    .where(own(customerId, id))
    .returning({ id: addresses.id });
  return rows.length > 0;
}

export async function findAddress(db: Database, customerId: number, id: number) {
  const [row] = await db.select().from(addresses).where(own(customerId, id));
  return row;
}

export const listAddresses = (db: Database, customerId: number) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, customerId), isNull(addresses.deletedAt)))
    .orderBy(asc(addresses.id));
