import { reduceAddresses } from './addressProjection';
import { reduceCart } from './cartProjection';
import { compareEventIds } from './eventId';
import type { ShopEvent } from './eventTypes';
import { reduceFavorites } from './favoritesProjection';
import { initialProjectionState, type ProjectionState } from './projectionState';
import { reduceSession } from './sessionProjection';

/** Folds one event into every projection. A Snapshot replaces the state: it is everything before it, folded. */
export function applyEvent(state: ProjectionState, event: ShopEvent): ProjectionState {
  if (event.type === 'Snapshot') return { ...event.payload.state, lastEventId: event.id };
  return {
    cart: reduceCart(state.cart, event),
    favorites: [...reduceFavorites(state.favorites, event)],
    session: reduceSession(state.session, event),
    addresses: reduceAddresses(state.addresses, event),
    lastEventId: event.id,
  };
}

const isAfter = (state: ProjectionState, event: ShopEvent): boolean =>
  state.lastEventId === null || compareEventIds(event.id, state.lastEventId) > 0;

/**
 * Applies the events in id order, skipping any at or before the last one applied (DESIGN: on start, the events
 * after the recorded one are applied again). So a batch applied twice, or overlapping one already applied,
 * changes nothing. Two tabs need nothing more: each appends its own uniquely-id'd events, and the fold of the
 * merged log sorted by id is the same in every tab. An event that reaches a tab after a later id was applied
 * (another tab's clock running behind) is skipped here; `replay` of the whole log takes it in.
 */
export function applyEvents(state: ProjectionState, events: readonly ShopEvent[]): ProjectionState {
  return [...events]
    .sort((a, b) => compareEventIds(a.id, b.id))
    .reduce((s, event) => (isAfter(s, event) ? applyEvent(s, event) : s), state);
}

/** The projections as a fold of the log, from the start or from a state already folded. */
export function replay(
  events: readonly ShopEvent[],
  from: ProjectionState = initialProjectionState(),
): ProjectionState {
  return applyEvents(from, events);
}
