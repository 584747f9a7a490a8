/**
 * The `addresses` collection: the customer's saved addresses as the server last said (SPEC §7 Addresses). It is
 * written by two hands, both in the sync worker: the list refresh, and the outbox when the server accepts a save
 * or a delete (so the list is right before the next refresh). A save from this device keeps the client id it was
 * made under, which is how later events naming that id find the server's record.
 */
import type { AddressDoc, ShopDatabase } from '../db';
import type { Address } from '../domain';

export type AddressChange =
  | { kind: 'stored'; address: Address; clientId: string | null }
  | { kind: 'removed'; serverId: number };

function toDoc(userId: string, address: Address, clientId: string | null): AddressDoc {
  return {
    id: String(address.id),
    serverId: address.id,
    userId,
    clientId,
    address,
  };
}

/** Client id to server id, for every address this device created and the server confirmed. */
export async function addressLinks(db: ShopDatabase): Promise<Map<string, number>> {
  const docs = await db.addresses.find().exec();
  return new Map(docs.flatMap((doc) => (doc.clientId ? [[doc.clientId, doc.serverId] as const] : [])));
}

/** What the server answered to a save or a delete from the outbox. An edit keeps the link of an earlier create. */
export async function applyAddressChange(
  db: ShopDatabase,
  userId: string,
  change: AddressChange,
): Promise<void> {
  if (change.kind === 'removed') {
    await db.addresses.findOne(String(change.serverId)).remove();
    return;
  }
  const stored = await db.addresses.findOne(String(change.address.id)).exec();
  await db.addresses.upsert(toDoc(userId, change.address, change.clientId ?? stored?.clientId ?? null));
}

/** Ids stored for the user, read before a refresh asks the server (see replaceAddresses). */
export async function storedAddressIds(db: ShopDatabase, userId: string): Promise<Set<string>> {
  const docs = await db.addresses.find({ selector: { userId } }).exec();
  return new Set(docs.map((doc) => doc.id));
}

/**
 * Stores a fetched list. Of what was stored, only what was there before the request (`before`) and is not in the
 * list is removed: an address the outbox stored while the request was under way is newer than the list, and
 * dropping it would also drop its link. Another customer's addresses leave the device.
 */
export async function replaceAddresses(
  db: ShopDatabase,
  userId: string,
  addresses: readonly Address[],
  before: ReadonlySet<string>,
): Promise<void> {
  const stored = await db.addresses.find().exec();
  const linkOf = new Map(stored.map((doc) => [doc.id, doc.clientId]));
  const fresh = new Set(addresses.map((address) => String(address.id)));
  await db.addresses.bulkUpsert(
    addresses.map((address) => toDoc(userId, address, linkOf.get(String(address.id)) ?? null)),
  );
  const gone = stored
    .filter((doc) => doc.userId !== userId || (before.has(doc.id) && !fresh.has(doc.id)))
    .map((doc) => doc.id);
  if (gone.length) await db.addresses.bulkRemove(gone);
}
