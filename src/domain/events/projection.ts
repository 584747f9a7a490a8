import { reduceAddresses } from './addressProjection';
import { reduceAttention } from './attentionProjection';
import { reduceCart } from './cartProjection';
import type { ShopEvent } from './eventSchemas';
import { reduceFavorites } from './favoritesProjection';
import { compareLogOrder } from './logOrder';
import type { ProjectionState } from './projectionSchemas';
import { initialProjectionState } from './projectionState';
import { reduceSession } from './sessionProjection';

/** Folds one event into every projection. A Snapshot replaces the state: it is everything before it, folded. */
export function applyEvent(state: ProjectionState, event: ShopEvent): ProjectionState {
  if (event.type === 'Snapshot') return { ...event.payload.state, lastEventId: event.id };
  return {
    cart: reduceCart(state.cart, event),
    favorites: [...reduceFavorites(state.favorites, event)],
    session: reduceSession(state.session, event),
    addresses: reduceAddresses(state.addresses, event),
    attention: reduceAttention(state.attention, event),
    lastEventId: event.id,
  };
}

/**
 * The projections as the fold of the whole (compacted, so bounded) log in the log's order (logOrder.ts). Always
 * from the start: two tabs append uniquely-id'd events, another tab's event may sort before one already folded,
 * and another device's event arrives with its place in the server's order; only a fold of the merged log takes
 * them in. After a crash between append and projection the same fold catches up.
 */
export function replay(events: readonly ShopEvent[]): ProjectionState {
  const sorted = [...events].sort(compareLogOrder);
  const placed = sorted.filter((event) => event.seq !== undefined);
  return sorted.reduce((state, event) => {
    // A snapshot without a server place folded none of the placed events (compaction gives it the place of the
    // last one it folds): it was made on this device before them (a guest's log kept at login), so they keep
    // their effect on top of it.
    if (event.type === 'Snapshot' && event.seq === undefined && placed.length > 0)
      return placed.reduce(applyEvent, applyEvent(state, event));
    return applyEvent(state, event);
  }, initialProjectionState());
}
