import type { SelectedAddress } from '../schemas';
import type { AddressCard } from './addressCards';

/**
 * With no address selected, the one a customer at checkout most likely means: the only address saved, or else the
 * one saved last (the end of the book, as saved and listed). Checkout selects it, so a customer with a saved
 * address never meets "No delivery address selected". Null when something is selected or nothing is saved.
 */
export function addressToPreselect(
  cards: readonly AddressCard[],
  selected: SelectedAddress | null,
): AddressCard | null {
  if (selected !== null) return null;
  return cards.at(-1) ?? null;
}
