/**
 * The customer's log calls of docs/API.md (beyond SPEC §7): push events, pull them after a checkpoint, follow them
 * live, delete them. The answers are parsed here, so the replication sees only well-formed events.
 */
import type { z } from 'zod';
import type { EventDoc } from '../../db';
import {
  aggregateOf,
  CustomerLogDeleteResponseSchema,
  CustomerLogPullResponseSchema,
  CustomerLogPushResponseSchema,
  type EventType,
  OrderChangeSchema,
  type StoredEvent,
  StoredEventSchema,
} from '../../domain';
import type { ApiClient } from '../apiClient';

const PATH = '/customer/log';

/** A stored event as the local log keeps it: the server's place, nothing owed to the outbox. */
export function storedEventDoc(event: StoredEvent): EventDoc {
  return {
    id: event.id,
    type: event.type,
    aggregate: aggregateOf(event.type as EventType),
    payload: event.payload,
    at: event.at,
    outboxStatus: 'none',
    outboxAttempts: 0,
    outboxLastError: null,
    nextAttemptAt: 0,
    seq: event.seq,
  };
}

function parsedOrNull<T>(schema: z.ZodType<T>, data: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function customerLogApi(api: ApiClient, token: string) {
  return {
    push: (events: readonly EventDoc[]) =>
      api.post(
        PATH,
        { events: events.map(({ id, type, at, payload }) => ({ id, type, at, payload })) },
        CustomerLogPushResponseSchema,
        { token },
      ),
    pull: (after: number, limit: number) =>
      api.get(`${PATH}?after=${after}&limit=${limit}`, CustomerLogPullResponseSchema, { token }),
    remove: () => api.delete(PATH, CustomerLogDeleteResponseSchema, { token }),
    follow: (lastSeq: number | null, signal: AbortSignal) =>
      api.stream(`${PATH}/stream`, { token, lastEventId: lastSeq === null ? null : String(lastSeq), signal }),
    parseStored: (data: string): StoredEvent | null => parsedOrNull(StoredEventSchema, data),
    /** The order an `event: order` names, as the orders store keys it. */
    parseOrderChange: (data: string): string | null => {
      const change = parsedOrNull(OrderChangeSchema, data);
      return change && String(change.orderId);
    },
  };
}

export type CustomerLogApi = ReturnType<typeof customerLogApi>;
