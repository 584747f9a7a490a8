import { toInternational } from '../account/phone';
import type { SelectedAddress } from '../schemas';
import type { AddressCard } from './addressCards';
import { placeOfForm } from './addressPlace';

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/**
 * SPEC §3 Selected address held locally, from a card: what the card shows (a pending edit included), under the
 * server id once there is one, else the client id; a Kuwaiti address's block is its `piece`.
 */
export function cardSelection(card: AddressCard): SelectedAddress {
  const { form } = card;
  const phone = orNull(form.phone);
  return {
    ...placeOfForm(form),
    fullName: orNull(form.fullName),
    email: card.server?.email ?? null,
    phone: phone === null ? null : toInternational(form.countryCode, phone),
    addressId: card.serverId ?? card.clientId ?? card.key,
  };
}

/** A selection made before the address reached the server names it by its client id; both ids are the card. */
export function isCardSelected(card: AddressCard, selected: SelectedAddress | null): boolean {
  if (selected === null) return false;
  const id = String(selected.addressId);
  return id === card.key || id === card.clientId;
}

/**
 * SPEC §4: deleting the selected address clears the selection. AddressDeleted names the card by its key and
 * clears a selection made under that id itself; a selection made under the card's other id needs clearing too.
 */
export function deleteLeavesStaleSelection(card: AddressCard, selected: SelectedAddress | null): boolean {
  return isCardSelected(card, selected) && String(selected?.addressId) !== card.key;
}

/**
 * SPEC §4: an empty fetched list clears the selection. An address saved on this device and still on its way to the
 * server is not in the fetched list yet, so a selection of it stays.
 */
export function selectionAfterRefresh(
  selected: SelectedAddress | null,
  fetchedCount: number,
  cards: readonly AddressCard[],
): SelectedAddress | null {
  if (selected === null || fetchedCount > 0) return selected;
  return cards.some((card) => card.pending && isCardSelected(card, selected)) ? selected : null;
}
