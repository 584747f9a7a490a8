import { useEffect, useMemo } from 'react';
import { nameFromAddresses } from '../../domain';
import { useAddressBook } from '../addresses/useAddressBook';
import { useSync } from '../data/SyncContext';

/**
 * The full name a nameless customer's address book offers for the profile (domain nameFromAddresses): the selected
 * address's first, then the book's in order, none the server refused. While the customer has no name the book is
 * asked for once, quietly, as a device that never opened the address list knows none yet.
 */
export function useNameFromAddresses(): string | null {
  const book = useAddressBook();
  const sync = useSync();
  const name = book.session?.userName ?? null;
  const nameless = book.loggedIn && (name ?? '').trim() === '';
  const userId = nameless ? (book.session?.userId ?? null) : null;
  useEffect(() => {
    if (userId !== null) sync.refreshAddresses().catch(() => undefined);
  }, [userId, sync]);
  return useMemo(
    () =>
      book.loggedIn
        ? nameFromAddresses(name, [
            book.selected?.fullName,
            ...book.cards.filter((card) => card.refused === null).map((card) => card.form.fullName),
          ])
        : null,
    [book.loggedIn, name, book.selected, book.cards],
  );
}
