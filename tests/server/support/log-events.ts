// Events of the customer's log as a device pushes them (POST /api/customer/log), with ids made by the domain's
// own rule, so the server is tried with what the client really sends.
import { makeEventId } from '../../../src/domain/events/eventId';

export type PushedEvent = { id: string; type: string; at: number; payload: Record<string, unknown> };

const start = Date.UTC(2026, 5, 1, 9);
let counter = 0;

/** A new event id of `device`, later than every id made before it in this file. */
export function eventId(device = 'dev1'): string {
  counter += 1;
  return makeEventId(start + counter, 0, device);
}

/** A CartItemAdded of product `productId`, or the event `changes` turn it into. */
export function cartItemAdded(productId = 12, changes: Partial<PushedEvent> = {}): PushedEvent {
  return {
    id: eventId(),
    type: 'CartItemAdded',
    at: start + counter,
    payload: { item: { id: `${productId}`, name: 'هاتف', title: 'Phone', price: '12.500', quantity: 1 } },
    ...changes,
  };
}

export function favoriteToggled(productId = 7): PushedEvent {
  return {
    id: eventId(),
    type: 'FavoriteToggled',
    at: start + counter,
    payload: { favorite: { id: productId, name: 'Abaya', price: 19.5, addedAt: '2026-06-01T09:00:00.000Z' } },
  };
}

export function cartCleared(): PushedEvent {
  return { id: eventId(), type: 'CartCleared', at: start + counter, payload: {} };
}
