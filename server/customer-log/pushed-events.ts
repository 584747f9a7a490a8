// A push to the customer's log (docs/API.md "The customer's log"): 1 to 100 events, each with the client's id, one
// of the types the log keeps, the client's time, and a payload that the domain's schema of its type accepts, in at
// most 4 KB of JSON. The payload is kept as sent: the server checks it, and every device folds it with its own
// reducers.
import { z } from 'zod';
import { ShopEventSchema } from '../../src/domain/events/eventSchemas';
import { aggregateOf, isReplicated } from '../../src/domain/events/eventTypes';
import type { LogEvent } from '../db/queries/customer-log';
import { parseBody } from '../http/body';
import { ApiError } from '../http/errors';

const maxEventsPerPush = 100;
/** One event's JSON, in bytes of UTF-8: a cart line with its variant's attributes in both languages is about 1 KB. */
const maxEventBytes = 4 * 1024;
/** The largest body of a push: its most events at their largest (400 KB), with room for the JSON's spacing. */
export const maxPushBytes = 512 * 1024;

/** The types the log keeps: those the domain replicates (src/domain/events/eventTypes.ts). */
const loggedTypes = ShopEventSchema.options.map((option) => option.shape.type.value).filter(isReplicated);

/** PostgreSQL's jsonb refuses half a UTF-16 surrogate pair, which JSON.parse lets through. */
const loneSurrogate = /\p{Cs}/u;

function holdsLoneSurrogate(value: unknown): boolean {
  if (typeof value === 'string') return loneSurrogate.test(value);
  if (Array.isArray(value)) return value.some(holdsLoneSurrogate);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([name, item]) => loneSurrogate.test(name) || holdsLoneSurrogate(item));
  return false;
}

const pushedEvent = z
  .object({
    id: z.string().regex(/^[0-9a-z-]{1,40}$/),
    type: z.enum(loggedTypes as [(typeof loggedTypes)[number], ...typeof loggedTypes]),
    at: z.number().int().nonnegative(),
    payload: z.record(z.string(), z.unknown()),
  })
  .superRefine((event, context) => {
    const checked = ShopEventSchema.safeParse({ ...event, aggregate: aggregateOf(event.type) });
    for (const issue of checked.error?.issues ?? [])
      context.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    if (holdsLoneSurrogate(event.payload))
      context.addIssue({ code: 'custom', message: 'half a surrogate pair', path: ['payload'] });
  });

export const pushBody = z.object({ events: z.array(pushedEvent).min(1).max(maxEventsPerPush) });

/** The events of a push body, or the refusal naming what is wrong with it. */
export function pushedEvents(raw: unknown): LogEvent[] {
  const sent = (raw as { events?: unknown } | null)?.events;
  if (Array.isArray(sent)) {
    if (sent.length > maxEventsPerPush) throw new ApiError(413, 'logPushTooLong');
    for (const [index, event] of sent.entries())
      if (Buffer.byteLength(JSON.stringify(event) ?? '') > maxEventBytes)
        throw new ApiError(413, 'logEventTooLarge', `events[${index}]`);
  }
  const { events } = parseBody(pushBody, raw);
  const seen = new Set<string>();
  for (const [index, event] of events.entries()) {
    if (seen.has(event.id)) throw new ApiError(400, 'logEventRepeated', `events[${index}].id`);
    seen.add(event.id);
  }
  return events;
}
