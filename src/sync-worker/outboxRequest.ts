/**
 * What an outbox event asks of the server, as the request builders (outboxRequests.ts for every event type,
 * addressRequests.ts for the address book's) describe it and the outbox pusher sends it.
 */
import type { Order } from '../domain';
import type { AddressChange } from './addressCache';
import type { Extension } from './missingCall';

export interface OutboxRequest {
  path: string;
  body: unknown;
  /** Parses a 2xx answer into "did the server accept it", with its message when it did not. */
  accepted: (json: unknown) => { ok: boolean; message: string | null };
  /** Customer paths need the bearer token; without a session the event waits for the next login. */
  needsLogin: boolean;
  /** The call beyond SPEC §7 this is, which a backend may lack: its events then fail quietly without a call. */
  extension?: Extension;
  /** What the local address list learns from an accepted answer; written before the event is marked sent. */
  addressChange?: (json: unknown) => AddressChange;
  /** The customer's order as an accepted answer gives it (a cancellation's), stored before the event is marked sent. */
  storedOrder?: (json: unknown) => { userId: string; order: Order };
  /** The server's id for the order an accepted OrderPlaced created, recorded as an OrderConfirmed event. */
  confirmedOrderId?: (json: unknown) => string | number | null;
}

/** Nothing left for the server to do: the delete of an address the server never created (its create was refused). */
export const SETTLED = 'settled';
