import { useEffect, useRef } from 'react';
import { addressToPreselect, cardSelection } from '../../domain';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import type { AddressBookView } from './addressBook';

/**
 * Selects the address a logged-in customer most likely means when none is selected (domain addressToPreselect),
 * once the book is known: checkout starts from it, and so does the address list. On the list (`untilChosen`) it
 * happens only until the screen has shown a selection: deleting the selected address there clears the selection
 * (SPEC §4), and it must stay cleared. A save the server refused is never chosen. Quiet on failure: the screen
 * still offers the choice. `refresh` asks the server for the book first (a device that never opened the list
 * knows none yet); the list asks by itself.
 */
export function usePreselectedAddress(
  book: AddressBookView,
  { refresh = true, untilChosen = false }: { refresh?: boolean; untilChosen?: boolean } = {},
): void {
  const eventLog = useEventLog();
  const sync = useSync();
  const userId = book.loggedIn ? (book.session?.userId ?? null) : null;
  useEffect(() => {
    if (refresh && userId !== null) sync.refreshAddresses().catch(() => undefined);
  }, [refresh, userId, sync]);
  const chosen = useRef(false);
  if (untilChosen && book.selected !== null) chosen.current = true;
  const usable = book.cards.filter((card) => card.refused === null);
  const card =
    book.ready && book.loggedIn && !chosen.current ? addressToPreselect(usable, book.selected) : null;
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
