import { emptyAddressBook } from './addressProjection';
import { emptyCartProjection } from './cartProjection';
import type { ProjectionState } from './projectionSchemas';
import { guestSession } from './sessionProjection';

/** The projections before any event: an empty cart and favourites, a guest in Arabic, no addresses, no orders. */
export function initialProjectionState(): ProjectionState {
  return {
    cart: emptyCartProjection(),
    favorites: [],
    session: guestSession(),
    addresses: emptyAddressBook(),
    attention: [],
    lastEventId: null,
  };
}
