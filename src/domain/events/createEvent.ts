import type { EventOf, EventPayload, Outbox } from './eventSchemas';
import { type AggregateOf, aggregateOf, type EventType, hasServerEffect } from './eventTypes';

/** An event of type T as createEvent builds it, field by field. */
type Envelope<T extends EventType> = {
  id: string;
  at: number;
  type: T;
  payload: EventPayload<T>;
  aggregate: AggregateOf<T>;
  outbox?: Outbox;
};

function envelope<T extends EventType>(
  id: string,
  at: number,
  type: T,
  payload: EventPayload<T>,
): Envelope<T> {
  const event: Envelope<T> = { id, at, type, payload, aggregate: aggregateOf(type) };
  if (hasServerEffect(type)) event.outbox = { status: 'pending', attempts: 0, lastError: null };
  return event;
}

type Build<T extends EventType> = (id: string, at: number, type: T, payload: EventPayload<T>) => EventOf<T>;

/**
 * The same `envelope` under every type: for a type it knows, the compiler checks that the envelope is the log
 * schema's event of that type, which it cannot check for a T it does not know. Indexed by T, the table gives
 * createEvent a builder typed for T, so no cast is needed.
 */
const BUILD: { [T in EventType]: Build<T> } = {
  CartItemAdded: envelope,
  CartItemQuantityChanged: envelope,
  CartItemRemoved: envelope,
  CartCleared: envelope,
  PromoApplied: envelope,
  PromoRemoved: envelope,
  FavoriteToggled: envelope,
  FavoritesCleared: envelope,
  AddressSaved: envelope,
  AddressDeleted: envelope,
  AddressSelected: envelope,
  NameChanged: envelope,
  LanguageChanged: envelope,
  LoggedIn: envelope,
  LoggedOut: envelope,
  PaymentInitiated: envelope,
  OrderPlaced: envelope,
  OrderConfirmed: envelope,
  OrderRepriced: envelope,
  OrderNeedsAttention: envelope,
  OrderRefused: envelope,
  OrderResolved: envelope,
  OrderCancelRequested: envelope,
  CartAbandoned: envelope,
  Snapshot: envelope,
};

/**
 * The one way to build an event: the aggregate follows from the type, and an event with a server effect starts
 * in the outbox as pending with no attempts (DESIGN "Event sourcing"). Id and time come from the caller.
 */
export function createEvent<T extends EventType>(
  id: string,
  at: number,
  type: T,
  payload: EventPayload<T>,
): EventOf<T> {
  return BUILD[type](id, at, type, payload);
}
