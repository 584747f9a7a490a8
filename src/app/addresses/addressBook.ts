/**
 * The customer's address book as the window folds it: the list the worker stored, with the changes the outbox still
 * owes the server laid over it (domain addressCards), and the saves the server refused, so none vanishes without a
 * word (refusedCards); live across tabs and the worker. Screens read it with `useAddressBook`; the address form
 * machine follows it with `watchAddressBook`, outside React.
 */
import type { AddressDoc, EventDoc, LiveQuery } from '../../contract';
import {
  type AuthState,
  addressCards,
  isLoggedIn,
  type ProjectionState,
  type SelectedAddress,
  type ShopEvent,
} from '../../domain';
import { watchShopState } from '../data/EventLogContext';
import type { ShopSync, Unsubscribe } from '../data/SyncContext';
import { type BookCard, refusedCards } from './refusedCards';

export interface AddressBookView {
  /** False until the local database has answered for the session, the stored list and the outbox. */
  ready: boolean;
  session: AuthState | null;
  loggedIn: boolean;
  cards: BookCard[];
  selected: SelectedAddress | null;
}

/** The stored list of a customer, in the server's order. */
export const storedAddresses = (userId: string): LiveQuery<'addresses'> => ({
  collection: 'addresses',
  selector: { userId },
  sort: [{ serverId: 'asc' }],
});

/**
 * The address changes still in the log, in the order they were made: those the outbox owes the server, those it
 * refused, and those sent since (which tell whether a refusal has been dealt with).
 */
export const ADDRESS_CHANGES: LiveQuery<'events'> = {
  collection: 'events',
  selector: { aggregate: 'addresses' },
  sort: [{ id: 'asc' }],
};

/** The logged-in customer's id as the stored list is keyed, or '' for a guest (or before the state is known). */
export function userIdOf(state: ProjectionState | null): string {
  const userId = state?.session.userId;
  return userId === null || userId === undefined ? '' : String(userId);
}

/** An outbox event as the worker stored it; the worker validated it when it was appended. */
function storedEvent(doc: EventDoc): ShopEvent {
  const outbox = { status: doc.outboxStatus, attempts: doc.outboxAttempts, lastError: doc.outboxLastError };
  return {
    id: doc.id,
    type: doc.type,
    aggregate: doc.aggregate,
    payload: doc.payload,
    at: doc.at,
    ...(doc.outboxStatus === 'none' ? {} : { outbox }),
  } as ShopEvent;
}

export function addressBook(
  state: ProjectionState | null,
  stored: readonly AddressDoc[],
  changes: readonly EventDoc[],
  ready: boolean,
): AddressBookView {
  const session = state?.session ?? null;
  const cached = stored.map((doc) => ({ address: doc.address, clientId: doc.clientId }));
  const events = changes.map(storedEvent);
  return {
    ready,
    session,
    loggedIn: session !== null && isLoggedIn(session),
    cards: refusedCards(addressCards(cached, events), cached, events),
    selected: state?.addresses.selected ?? null,
  };
}

/**
 * `onBook` hears the book each time the session, the stored list or the outbox changes, once all three have
 * answered; the stored list followed is the logged-in customer's, so it is asked again when that changes.
 */
export function watchAddressBook(
  sync: Pick<ShopSync, 'subscribe'>,
  onBook: (book: AddressBookView) => void,
): Unsubscribe {
  let state: ProjectionState | null = null;
  let userId: string | null = null;
  let stored: AddressDoc[] | null = null;
  let pending: EventDoc[] | null = null;
  let stopStored: Unsubscribe = () => undefined;
  const publish = () => {
    if (state && pending && (userId === '' || stored))
      onBook(addressBook(state, stored ?? [], pending, true));
  };
  const stopState = watchShopState(sync, (next) => {
    state = next;
    const nextUserId = userIdOf(next);
    if (nextUserId !== userId) {
      stopStored();
      userId = nextUserId;
      stored = null;
      stopStored = nextUserId
        ? sync.subscribe(storedAddresses(nextUserId), (docs) => {
            stored = docs as AddressDoc[];
            publish();
          })
        : () => undefined;
    }
    publish();
  });
  const stopPending = sync.subscribe(ADDRESS_CHANGES, (docs) => {
    pending = docs as EventDoc[];
    publish();
  });
  return () => {
    stopState();
    stopPending();
    stopStored();
  };
}
