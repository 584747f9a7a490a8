// The customer's log across devices (DESIGN; docs/API.md "The customer's log", beyond SPEC §7): the events that
// shape a logged-in customer's cart, favourites and selected address, which every device pushes, pulls from a
// checkpoint and follows live, so every device folds the same events in the same order. A customer reaches only
// their own log.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { appendEvents } from '../customer-log/append-events';
import { customerLogStream } from '../customer-log/log-stream';
import type { OpenStreams } from '../customer-log/open-streams';
import { maxPushBytes, pushedEvents } from '../customer-log/pushed-events';
import { deleteLog, readLog } from '../db/queries/customer-log';
import { orderStatusesOf } from '../db/queries/orders';
import { msUntilRoom, spend } from '../db/queries/rate-limits';
import { readJson } from '../http/body';
import { bearerToken, requireCustomer, signInRequired } from '../http/customer-auth';
import { ApiError, parseInput, tooManyRequests } from '../http/errors';
import type { RouteDeps } from './deps';

export type CustomerLogDeps = RouteDeps & {
  /** This instance's open streams, woken by the database's announcements (main.ts). */
  streams: OpenStreams;
  heartbeatMs: number;
};

/** Pushes one customer may make a minute, from all their devices: a device pushes at most a few a second. */
const pushesPerMinute = 120;
const defaultPullLimit = 200;
const maxPullLimit = 1000;
/** A comment this often keeps proxies (nginx's 60 s, balancers') from closing a quiet stream. */
export const defaultHeartbeatMs = 25_000;

/** A seq of the log: digits, no sign or leading zero, a safe integer. Absent or empty is the log's start. */
export const seqParam = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text === '' ? '0' : text))
  .pipe(z.string().regex(/^(0|[1-9]\d{0,15})$/))
  .transform(Number)
  .refine(Number.isSafeInteger);
export const limitParam = z
  .string()
  .optional()
  .transform((text) => (text === undefined || text === '' ? String(defaultPullLimit) : text))
  .pipe(z.string().regex(/^[1-9]\d{0,3}$/))
  .transform(Number)
  .refine((limit) => limit <= maxPullLimit);

export function customerLogRoutes(deps: CustomerLogDeps) {
  const { db, now, streams, heartbeatMs } = deps;
  const signedIn = requireCustomer(deps);
  const seqOf = (text: string | undefined) => parseInput(seqParam, text, 'invalidLogQuery');

  return new Hono()
    .post(
      '/customer/log',
      // The app's limit of 256 KB is lifted for this path (app.ts): a push of the most events at their largest.
      bodyLimit({
        maxSize: maxPushBytes,
        onError: () => {
          throw new ApiError(413, 'payloadTooLarge');
        },
      }),
      signedIn,
      async (c) => {
        const customer = c.get('customer');
        const events = pushedEvents(await readJson(c));
        const at = now();
        const stored = await db.transaction(async (tx) => {
          const budget = { bucket: `customer-log:${customer.id}`, limit: pushesPerMinute, windowMs: 60_000 };
          if (await spend(tx, [budget], at))
            throw tooManyRequests('customerLogThrottled', await msUntilRoom(tx, budget, at));
          return appendEvents(tx, customer.id, events);
        });
        if (!stored) throw signInRequired(c);
        return c.json({ status: 'success', data: { stored } });
      },
    )
    .get('/customer/log', signedIn, async (c) => {
      const after = seqOf(c.req.query('after'));
      const limit = parseInput(limitParam, c.req.query('limit'), 'invalidLogQuery');
      const events = await readLog(db, c.get('customer').id, after, limit);
      return c.json({
        status: 'success',
        data: { events, checkpoint: { seq: events.at(-1)?.seq ?? after } },
      });
    })
    .delete('/customer/log', signedIn, async (c) => {
      await deleteLog(db, c.get('customer').id);
      return c.json({ status: 'success' });
    })
    .get('/customer/log/stream', signedIn, async (c) => {
      // A client resuming says where it was in Last-Event-ID (the seq of the last event it had), as EventSource does.
      const after = seqOf(c.req.header('Last-Event-ID') || c.req.query('after'));
      const customerId = c.get('customer').id;
      const body = customerLogStream({
        db,
        now,
        streams,
        customerId,
        token: bearerToken(c) ?? '',
        after,
        orders: await orderStatusesOf(db, customerId),
        heartbeatMs,
      });
      return new Response(body, {
        headers: {
          'Content-Type': 'text/event-stream; charset=utf-8',
          'Cache-Control': 'no-store',
          // nginx would otherwise hold the events back in its buffer.
          'X-Accel-Buffering': 'no',
        },
      });
    });
}
