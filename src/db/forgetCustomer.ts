/**
 * Delete Account on this device (SPEC §2 Profile): every personal record of the customer leaves
 * the local database, not only the screens. The event log is restarted from a snapshot that keeps the cart, the
 * favorites and the language (src/domain forgottenCustomerState), so no event of the customer remains (logins with
 * their token, names, addresses, orders, payments, even one still waiting in the outbox: the screen warns first);
 * the customer's stored addresses and orders and every pending card payment are removed. RxDB keeps a removed
 * document as a tombstone holding its last data until a cleanup, so the tombstones are purged at once: afterwards
 * IndexedDB holds nothing of the customer.
 */
import { forgottenCustomerState, type ProjectionState } from '../domain';
import type { ShopDatabase } from './database';
import { type EventLog, PURGE_NOW_MS } from './eventLog';

export async function forgetCustomer(db: ShopDatabase, log: EventLog): Promise<ProjectionState> {
  const { userId } = (await log.state()).session;
  const state = await log.restartFrom(forgottenCustomerState);
  // Records of the customer who was logged in, and of no one (an address or order stored with no user id).
  const owners = [...new Set([userId === null ? '' : String(userId), ''])];
  await db.addresses.find({ selector: { userId: { $in: owners } } }).remove();
  await db.orders.find({ selector: { userId: { $in: owners } } }).remove();
  // A pending card payment holds the order's address and the shopper's name and phone; they belong to one device.
  await db.payments.find().remove();
  for (const collection of [db.events, db.addresses, db.orders, db.payments, db.projections])
    await collection.storageInstance.cleanup(PURGE_NOW_MS);
  return state;
}

/** Orders placed on this device that the outbox has not delivered yet (Delete Account warns about them). */
export async function unsentOrderCount(db: ShopDatabase): Promise<number> {
  // find rather than count: RxDB counts only what an index answers alone, and `type` has no index.
  const unsent = await db.events
    .find({ selector: { type: 'OrderPlaced', outboxStatus: { $in: ['pending', 'failed'] } } })
    .exec();
  return unsent.length;
}
