import { useEffect, useRef } from 'react';
import { addressToPreselect, cardSelection } from '../../domain';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import type { AddressBookView } from './addressBook';

/**
 * Selects the address a logged-in customer most likely means when none is selected (domain addressToPreselect),
 * once the book is known (asked of the server first): checkout starts from it, and the address list it opens shows
 * it selected. Not the list itself: there, deleting the selected address clears the selection (SPEC §4) and must
 * stay cleared. A save the server refused is never chosen. Quiet on failure: checkout still offers the choice.
 */
export function usePreselectedAddress(book: AddressBookView): void {
  const eventLog = useEventLog();
  const sync = useSync();
  // The book as the server has it, once per customer: a device that never opened the address list knows none yet.
  const userId = book.loggedIn ? (book.session?.userId ?? null) : null;
  useEffect(() => {
    if (userId !== null) sync.refreshAddresses().catch(() => undefined);
  }, [userId, sync]);
  const usable = book.cards.filter((card) => card.refused === null);
  const card = book.ready && book.loggedIn ? addressToPreselect(usable, book.selected) : null;
  // One selection per address: the book may render again before the selection reaches it.
  const selecting = useRef<string | null>(null);
  useEffect(() => {
    if (!card || selecting.current === card.key) return;
    selecting.current = card.key;
    eventLog.append('AddressSelected', { address: cardSelection(card) }).catch(() => {
      selecting.current = null;
    });
  }, [card, eventLog]);
}
