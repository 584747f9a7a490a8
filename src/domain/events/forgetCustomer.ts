import { emptyAddressBook } from './addressProjection';
import type { ProjectionState } from './projectionSchemas';
import { guestSession } from './sessionProjection';

/**
 * Delete Account (SPEC §2 Profile): what the device keeps of the shop's state once the customer is forgotten, so
 * whoever uses the device next finds nothing of theirs. The session is a guest's again, with nothing of the
 * customer left in it (name, phone, token, user id), the address book is empty (saved and selected addresses),
 * and so is the list of their orders waiting for them. The language stays, and so do the cart and the favorites,
 * which belong to the device as much as to a guest (SPEC §6: guests keep both).
 */
export function forgottenCustomerState(state: ProjectionState): ProjectionState {
  const guest = guestSession();
  return {
    cart: state.cart,
    favorites: state.favorites,
    session: { ...guest, isLanguage: state.session.isLanguage, direction: state.session.direction },
    addresses: emptyAddressBook(),
    attention: [],
    lastEventId: state.lastEventId,
  };
}
