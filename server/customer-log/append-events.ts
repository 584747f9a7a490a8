// Storing a push in the customer's log: each event once per id, however often its push is retried, the new ones
// after every event stored before, in the order sent. Run in one transaction with the push's budget.
import type { Database } from '../db/database';
import {
  announceCustomerChange,
  appendLog,
  countLog,
  type LogEvent,
  lockLog,
  storedEvents,
} from '../db/queries/customer-log';
import { canonicalJson } from '../http/canonical-json';
import { ApiError } from '../http/errors';

/** The most events one customer's log keeps (about 80 MB at the largest events; far beyond a shopper's year). */
const maxStoredEvents = 20_000;

const sameEvent = (a: LogEvent, b: LogEvent) =>
  a.type === b.type && a.at === b.at && canonicalJson(a.payload) === canonicalJson(b.payload);

/**
 * Each pushed event's seq, in the order sent: an id already stored answers its seq and is not stored again, unless
 * the stored event differs (409). Undefined when the customer has no row.
 */
export async function appendEvents(
  db: Database,
  customerId: number,
  events: readonly LogEvent[],
): Promise<{ id: string; seq: number }[] | undefined> {
  // Before anything is read: a push of the same ids on another instance waits here, and then finds them stored.
  if (!(await lockLog(db, customerId))) return undefined;
  const earlier = new Map(
    (
      await storedEvents(
        db,
        customerId,
        events.map((event) => event.id),
      )
    ).map((event) => [event.id, event]),
  );
  for (const [index, event] of events.entries()) {
    const stored = earlier.get(event.id);
    if (stored && !sameEvent(stored, event))
      throw new ApiError(409, 'logEventConflict', `events[${index}].id`);
  }
  const fresh = events.filter((event) => !earlier.has(event.id));
  if (fresh.length > 0 && (await countLog(db, customerId)) + fresh.length > maxStoredEvents)
    throw new ApiError(403, 'customerLogFull');
  const appended = await appendLog(db, customerId, fresh);
  if (appended.length > 0) await announceCustomerChange(db, customerId);
  const seqOf = new Map([...earlier.values(), ...appended].map((event) => [event.id, event.seq]));
  return events.map((event) => ({ id: event.id, seq: seqOf.get(event.id) ?? 0 }));
}
