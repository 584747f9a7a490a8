import { compareEventIds } from './eventId';
import type { ShopEvent } from './eventSchemas';

/**
 * The order the log is folded in (DESIGN "The customer's log across devices"): the events the server
 * has stored first, in the server's order (`seq`), then the device's own, in the order of their time-sortable ids.
 * The server's order is one order for every device, so devices holding the same stored events fold them into the
 * same cart, favourites and selected address, whatever order they heard them in; the device's own events follow
 * until the server has placed them. For a guest, or against a backend without the customer's log, no event has a
 * `seq` and the order is the ids' order, as before.
 */
export function compareLogOrder(a: ShopEvent, b: ShopEvent): number {
  if (a.seq !== undefined && b.seq !== undefined) return a.seq - b.seq || compareEventIds(a.id, b.id);
  if (a.seq !== undefined) return -1;
  if (b.seq !== undefined) return 1;
  return compareEventIds(a.id, b.id);
}
