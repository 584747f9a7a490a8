// What this instance hears of its customers' changes (0010_customer_log.sql): a push to a customer's log, a logout,
// a new status of one of their orders, through any instance or straight in the database. One LISTEN per process
// wakes the named customer's open streams here; the announcement is trusted for the customer's id only, and each
// stream reads what changed from the tables.
import type { DatabaseHandle } from '../db/database';
import { customerChannel } from '../db/queries/customer-log';
import type { OpenStreams } from './open-streams';

/** Listens until the returned function is called. */
export function hearCustomerChanges(
  handle: Pick<DatabaseHandle, 'listen'>,
  streams: Pick<OpenStreams, 'wake'>,
): Promise<() => Promise<void>> {
  return handle.listen(customerChannel, (payload) => {
    // null: the listening connection was lost and is back, so announcements may have been missed.
    if (payload === null) return streams.wake();
    const customerId = Number(payload);
    if (Number.isSafeInteger(customerId) && customerId > 0) streams.wake(customerId);
  });
}
