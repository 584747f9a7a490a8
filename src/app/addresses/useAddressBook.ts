import { useMemo } from 'react';
import { useShopState } from '../data/EventLogContext';
import { useLiveQuery } from '../data/useLiveQuery';
import { ADDRESS_CHANGES, type AddressBookView, addressBook, storedAddresses, userIdOf } from './addressBook';

export type { AddressBookView } from './addressBook';

/**
 * The customer's addresses as the screens show them: the list the worker stored, with the changes the outbox still
 * owes the server laid over it (domain addressCards), live across tabs and the worker.
 */
export function useAddressBook(): AddressBookView {
  const state = useShopState();
  const userId = userIdOf(state);
  const stored = useLiveQuery(userId ? storedAddresses(userId) : null);
  const pending = useLiveQuery(ADDRESS_CHANGES);
  const ready = state !== null && stored.ready && pending.ready;
  return useMemo(
    () => addressBook(state, stored.docs, pending.docs, ready),
    [state, stored.docs, pending.docs, ready],
  );
}
