import type { ShopEvent } from '../events/eventSchemas';
import type { Address, AddressForm } from '../schemas';
import { addressToForm } from './addressForm';

/**
 * The server's list as the local database keeps it: each address with the client id it was created under on this
 * device (null when it was created elsewhere or before this device kept links).
 */
export interface CachedAddress {
  address: Address;
  clientId: string | null;
}

/** One card of the address list (SPEC §2 Address list). */
export interface AddressCard {
  /** What edit, delete and selection name the address by: the server id, or the client id until it has one. */
  key: string;
  serverId: number | null;
  clientId: string | null;
  /** The server's record, when there is one: selecting keeps its fields (SPEC §3 Selected address). */
  server: Address | null;
  /** The fields to show and edit (SPEC §3 Address form fields). */
  form: AddressForm;
  /** Saved or deleted on this device and not yet confirmed by the server (the outbox still owes it). */
  pending: boolean;
}

function serverCard(address: Address, clientId: string | null, pending: boolean): AddressCard {
  return {
    key: String(address.id),
    serverId: address.id,
    clientId,
    server: address,
    form: addressToForm(address),
    pending,
  };
}

/**
 * The list the shopper sees: the fetched list with the changes still waiting in the outbox laid over it, in the
 * order they were made (DESIGN "Event sourcing": shown at once, sent when the connection returns). A change the
 * server has confirmed is already in the fetched list, so only pending events are laid over; a refused one
 * (failed) is not, because the server does not have it. An address created here and since confirmed is found by
 * its client id, so a later edit or delete made under that id lands on the server's record.
 */
export function addressCards(cached: readonly CachedAddress[], events: readonly ShopEvent[]): AddressCard[] {
  const cards = new Map<string, AddressCard>();
  const keyOfClientId = new Map<string, string>();
  for (const { address, clientId } of cached) {
    const card = serverCard(address, clientId, false);
    cards.set(card.key, card);
    if (clientId) keyOfClientId.set(clientId, card.key);
  }
  const keyOf = (id: string) => keyOfClientId.get(id) ?? id;
  const pending = events
    .filter((event) => event.outbox?.status === 'pending')
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const event of pending) {
    if (event.type === 'AddressDeleted') {
      cards.delete(keyOf(String(event.payload.addressId)));
    } else if (event.type === 'AddressSaved') {
      const saved = event.payload.address;
      if ('clientId' in saved) {
        const { clientId, ...form } = saved;
        const key = keyOf(clientId);
        const known = cards.get(key);
        cards.set(key, {
          key,
          serverId: known?.serverId ?? null,
          clientId,
          server: known?.server ?? null,
          form,
          pending: true,
        });
      } else {
        const card = serverCard(saved, cards.get(String(saved.id))?.clientId ?? null, true);
        cards.set(card.key, card);
      }
    }
  }
  return [...cards.values()];
}
