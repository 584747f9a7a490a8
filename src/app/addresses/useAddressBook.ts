import { useMemo } from 'react';
import { type AddressDoc, type EventDoc, fromEventDoc } from '../../db';
import {
  type Address,
  type AddressCard,
  type AuthState,
  addressCards,
  isLoggedIn,
  type SelectedAddress,
} from '../../domain';
import { useDatabase } from '../data/DatabaseContext';
import { useShopState } from '../data/EventLogContext';
import { useRxQuery } from '../data/useRxQuery';

export interface AddressBookView {
  /** False until the local database has answered for the session, the stored list and the outbox. */
  ready: boolean;
  session: AuthState | null;
  loggedIn: boolean;
  cards: AddressCard[];
  selected: SelectedAddress | null;
}

/**
 * The customer's addresses as the screens show them: the list the worker stored, with the changes the outbox still
 * owes the server laid over it (domain addressCards), live across tabs and the worker.
 */
export function useAddressBook(): AddressBookView {
  const db = useDatabase();
  const state = useShopState();
  const session = state?.session ?? null;
  const userId = session?.userId === null || session?.userId === undefined ? '' : String(session.userId);
  const stored = useRxQuery<AddressDoc>(
    useMemo(
      () => (userId ? db.addresses.find({ selector: { userId }, sort: [{ serverId: 'asc' }] }) : null),
      [db, userId],
    ),
  );
  const outbox = useRxQuery<EventDoc>(
    useMemo(
      () =>
        db.events.find({
          selector: { aggregate: 'addresses', outboxStatus: 'pending' },
          sort: [{ id: 'asc' }],
        }),
      [db],
    ),
  );
  const cards = useMemo(
    () =>
      addressCards(
        stored.docs.map((doc) => ({ address: doc.address as unknown as Address, clientId: doc.clientId })),
        outbox.docs.map(fromEventDoc),
      ),
    [stored.docs, outbox.docs],
  );
  return {
    ready: state !== null && stored.ready && outbox.ready,
    session,
    loggedIn: session !== null && isLoggedIn(session),
    cards,
    selected: state?.addresses.selected ?? null,
  };
}
