/**
 * The saves the server refused, laid over the address list (DESIGN "Event sourcing": nothing is dropped silently).
 * A save the outbox could not send at once (offline, or the server in trouble) is shown as pending; if the server
 * then refuses it, the card stays, marked as not saved with the server's reason and the fields as the shopper typed
 * them, so Edit can fix and save it again and Delete can let it go. A later change of the same address (saved
 * again, deleted) settles the refusal.
 */
import { type AddressCard, addressToForm, type CachedAddress, type ShopEvent } from '../../domain';

/** A card of the list; `refused` is why the server refused its last save (its message or a key), or '' if unsaid. */
export type BookCard = AddressCard & { refused: string | null };

/**
 * The outbox's message when it is the server's reason (in the shopper's language, or a key of the SPEC §8
 * catalogue), not one the client wrote for logs, which names the path first (apiClient).
 */
export const shopperReason = (message: string | null) =>
  message && !message.startsWith('/') ? message : null;

/** The key a change names its address by: the server id, or the client id the address was created under. */
function keyOf(event: ShopEvent, keyOfClientId: ReadonlyMap<string, string>): string | null {
  if (event.type === 'AddressDeleted') {
    const id = String(event.payload.addressId);
    return keyOfClientId.get(id) ?? id;
  }
  if (event.type !== 'AddressSaved') return null;
  const saved = event.payload.address;
  return 'clientId' in saved ? (keyOfClientId.get(saved.clientId) ?? saved.clientId) : String(saved.id);
}

export function refusedCards(
  cards: readonly AddressCard[],
  cached: readonly CachedAddress[],
  events: readonly ShopEvent[],
): BookCard[] {
  const keyOfClientId = new Map<string, string>();
  for (const { address, clientId } of cached) if (clientId) keyOfClientId.set(clientId, String(address.id));
  // The last change of each address, in the order they were made.
  const last = new Map<string, ShopEvent>();
  for (const event of [...events].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))) {
    const key = keyOf(event, keyOfClientId);
    if (key !== null) last.set(key, event);
  }
  const byKey = new Map<string, BookCard>(cards.map((card) => [card.key, { ...card, refused: null }]));
  for (const [key, event] of last) {
    if (event.type !== 'AddressSaved' || event.outbox?.status !== 'failed') continue;
    const saved = event.payload.address;
    const known = byKey.get(key);
    const form = 'clientId' in saved ? (({ clientId: _, ...fields }) => fields)(saved) : addressToForm(saved);
    byKey.set(key, {
      key,
      serverId: known?.serverId ?? null,
      clientId: 'clientId' in saved ? saved.clientId : (known?.clientId ?? null),
      server: known?.server ?? null,
      form,
      pending: false,
      refused: shopperReason(event.outbox.lastError) ?? '',
    });
  }
  return [...byKey.values()];
}
