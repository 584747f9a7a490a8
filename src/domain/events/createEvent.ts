import { aggregateOf, type EventOf, type EventPayload, type EventType, hasServerEffect } from './eventTypes';

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
  const event = {
    id,
    at,
    type,
    payload,
    aggregate: aggregateOf(type),
    ...(hasServerEffect(type) ? { outbox: { status: 'pending', attempts: 0, lastError: null } } : {}),
  };
  // TypeScript cannot tie `aggregateOf(type)` and `payload` to the one union member selected by T.
  return event as unknown as EventOf<T>;
}
