// Analytics from the client, such as CartAbandoned after 10 idle minutes (SPEC §4 Other UI states). Guests
// may send them; a token, when sent, must be valid and ties the event to the customer. The outbox resends
// until it hears back, so an Idempotency-Key stores the event once.
import { Hono } from 'hono';
import { z } from 'zod';
import { insertEvent } from '../db/queries/events';
import { parseBody, readJson } from '../http/body';
import { customerOf, customerScope } from '../http/customer-auth';
import { idempotentRequest, once, send } from '../http/idempotency';
import type { RouteDeps } from './deps';

const maxPayloadChars = 16_384;

const eventBody = z.object({
  type: z.string().regex(/^[A-Za-z][A-Za-z0-9_.-]{0,63}$/),
  at: z.iso.datetime({ offset: true }).transform((text) => new Date(text)),
  payload: z
    .record(z.string(), z.unknown())
    .refine((payload) => JSON.stringify(payload).length <= maxPayloadChars),
});

export function eventRoutes(deps: RouteDeps) {
  const { db, now } = deps;
  return new Hono().post('/events', async (c) => {
    const customer = await customerOf(c, deps);
    const raw = await readJson(c);
    const event = parseBody(eventBody, raw);
    const at = now();
    const scope = customer ? customerScope(customer) : 'guest';
    const outcome = await once(db, idempotentRequest(c, { scope, body: raw, now: at }), async (tx) => {
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
  });
}
