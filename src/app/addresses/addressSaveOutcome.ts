/**
 * How an address save ended, as far as the form can wait for it. A save goes through the outbox (DESIGN "Event
 * sourcing"), so the form would otherwise call it saved before the server had seen it, and a refusal (a 4xx) would
 * only make the address vanish from the list. Online, the form waits for the server's answer and a refusal comes
 * back as an error carrying the server's reason, with the form still filled in. Offline, or while the outbox backs
 * off from a server in trouble, the save is kept and shown as pending on the list; waiting longer than
 * ADDRESS_SAVE_WAIT_MS (the outbox busy with earlier changes) counts the same.
 */
import type { EventDoc } from '../../contract';
import type { ShopSync } from '../data/SyncContext';
import { shopperReason } from './refusedCards';

const ADDRESS_SAVE_WAIT_MS = 10_000;

/** A save the server refused: `reason` is its message (SPEC §8), or null when the shop has no words of its own. */
export class AddressSaveRefused extends Error {
  constructor(readonly reason: string | null) {
    super(reason ?? 'refused');
  }
}

/** Resolves once the AddressSaved `eventId` was sent or is queued for later; rejects when the server refused it. */
export function addressSaveOutcome(
  sync: Pick<ShopSync, 'subscribe'>,
  eventId: string,
  online: () => boolean = () => navigator.onLine,
): Promise<'sent' | 'queued'> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let stop: (() => void) | null = null;
    const finish = (outcome: 'sent' | 'queued' | AddressSaveRefused) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      stop?.();
      if (outcome instanceof AddressSaveRefused) reject(outcome);
      else resolve(outcome);
    };
    const timer = setTimeout(() => finish('queued'), ADDRESS_SAVE_WAIT_MS);
    stop = sync.subscribe({ collection: 'events', selector: { id: eventId } }, (docs) => {
      const event = docs[0] as EventDoc | undefined;
      if (!event) return;
      if (event.outboxStatus === 'failed')
        finish(new AddressSaveRefused(shopperReason(event.outboxLastError)));
      else if (event.outboxStatus !== 'pending') finish('sent');
      else if (!online() || event.outboxLastError !== null) finish('queued');
    });
    if (settled) stop();
  });
}
