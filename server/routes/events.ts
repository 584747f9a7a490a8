// Analytics from the client, such as CartAbandoned after 10 idle minutes (SPEC §4 Other UI states). Guests
// may send them; a token, when sent, must be valid and ties the event to the customer. The outbox resends
// until it hears back, so an Idempotency-Key stores the event once. Anyone may call this, so an event is small
// (at most 4 KB of body, 2 KB of payload) and each client (the customer, or a guest's network address) may send
// only so many an hour, so no one can fill the database; stored idempotency answers are pruned
// (server/housekeeping.ts).
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { insertEvent } from '../db/queries/events';
import { msUntilRoom, spend } from '../db/queries/rate-limits';
import { parseBody, readJson } from '../http/body';
import { customerOf, customerScope } from '../http/customer-auth';
import { ApiError, tooManyRequests } from '../http/errors';
import { idempotentRequest, once, send } from '../http/idempotency';
import type { RouteDeps } from './deps';

export const maxEventBodyBytes = 4 * 1024;
export const maxPayloadChars = 2 * 1024;
/** Events one client may send per hour: a shopper's tab sends a CartAbandoned at most every 10 minutes. */
export const eventsPerClientPerHour = 30;
const hourMs = 60 * 60_000;

export const eventBody = z.object({
  type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
  at: z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
  payload: z
    .record(z.string(), z.unknown())
    .refine((payload) => JSON.stringify(payload).length <= maxPayloadChars),
});

export type EventDeps = RouteDeps & { clientOf: (c: Context) => string };

export function eventRoutes(deps: EventDeps) {
  const { db, now, clientOf } = deps;
  return new Hono().post(
    '/events',
    bodyLimit({
      maxSize: maxEventBodyBytes,
      onError: () => {
        throw new ApiError(413, 'payloadTooLarge');
      },
    }),
    async (c) => {
      const customer = await customerOf(c, deps);
      const raw = await readJson(c);
      const event = parseBody(eventBody, raw);
      const at = now();
      const scope = customer ? customerScope(customer) : 'guest';
      const sender = customer ? customerScope(customer) : `guest:${clientOf(c)}`;
      const outcome = await once(db, idempotentRequest(c, { scope, body: raw, now: at }), async (tx) => {
        const budget = { bucket: `events:${sender}`, limit: eventsPerClientPerHour, windowMs: hourMs };
        if (await spend(tx, [budget], at))
          throw tooManyRequests('eventsThrottled', await msUntilRoom(tx, budget, at));
        await insertEvent(tx, {
          customerId: customer?.id ?? null,
          type: event.type,
          at: event.at,
          payload: event.payload,
          receivedAt: at,
        });
        return { status: 200, body: { status: true } };
      });
      return send(c, outcome);
    },
  );
}
