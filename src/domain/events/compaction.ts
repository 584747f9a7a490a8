import { createEvent } from './createEvent';
import { compareEventIds, idJustAfter } from './eventId';
import type { EventOf, ShopEvent } from './eventSchemas';
import { isReplicated } from './eventTypes';
import { replay } from './projection';

export type Compaction = { snapshot: EventOf<'Snapshot'>; keep: ShopEvent[] };

/** DESIGN: an event still to be sent (pending, or failed and awaiting the shopper) must never be dropped. */
const mustStillBeSent = (event: ShopEvent): boolean =>
  event.outbox?.status === 'pending' || event.outbox?.status === 'failed';

/**
 * What must stay in the log beside them: the body an order still to be sent was priced to (OrderRepriced), which
 * its every later attempt sends under the same key.
 */
function keptWith(events: readonly ShopEvent[]): ShopEvent[] {
  const unsent = new Set(events.filter(mustStillBeSent).map((event) => event.id));
  return events.filter(
    (event) => unsent.has(event.id) || (event.type === 'OrderRepriced' && unsent.has(event.payload.orderKey)),
  );
}

/**
 * DESIGN "Event sourcing": once the log passes `bound` events it is folded into one Snapshot event. The log then
 * holds the snapshot, the events kept for the outbox, and whatever is appended after; replaying that gives the
 * same state as replaying everything, because the snapshot replaces all state before it.
 * The snapshot's id sorts right after the last folded event, never equal to it: that event may be kept, and
 * the two must not share a key in the `events` collection. Returns null while the log is within the bound.
 *
 * While the customer's log replicates (`replicating`), the snapshot takes the server place (`seq`) of the last
 * stored event it folds, so events the server stores later still fold after it; and nothing is folded while one
 * of the customer's events has no place yet, since it must still reach the server and fold in the server's order.
 */
export function compact(
  events: readonly ShopEvent[],
  bound: number,
  { replicating = false }: { replicating?: boolean } = {},
): Compaction | null {
  if (events.length <= bound) return null;
  if (replicating && events.some((event) => isReplicated(event.type) && event.seq === undefined)) return null;
  const last = [...events].sort((a, b) => compareEventIds(a.id, b.id)).at(-1);
  if (last === undefined) return null;
  const state = replay(events);
  const snapshot = createEvent(idJustAfter(last.id), last.at, 'Snapshot', { state });
  const placed = events.flatMap((event) => (event.seq === undefined ? [] : [event.seq]));
  return {
    snapshot: placed.length > 0 ? { ...snapshot, seq: Math.max(...placed) } : snapshot,
    keep: keptWith(events),
  };
}
