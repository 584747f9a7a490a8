// The live pull of the customer's log (docs/API.md "The customer's log"), as server-sent events: first every event
// after the stream's starting seq, then each one as it is stored, and the new status of any of the customer's
// orders. The stream reads only from the tables, whenever it is woken (open-streams.ts) and at each heartbeat, so
// a lost announcement delays an event by one heartbeat at most. It checks its token each time and ends once the
// token is revoked (logout, Delete Account) or expired.
import { hashToken } from '../auth/tokens';
import type { Database } from '../db/database';
import { readLog } from '../db/queries/customer-log';
import { orderStatusesOf } from '../db/queries/orders';
import { findCustomerByToken } from '../db/queries/sessions';
import type { OpenStreams } from './open-streams';

export type LogStreamOptions = {
  db: Database;
  now: () => Date;
  streams: OpenStreams;
  customerId: number;
  /** The bearer token the stream was opened with. */
  token: string;
  /** Events after this seq are sent. */
  after: number;
  /**
   * The customer's orders and their statuses as the stream is opened, read before it is answered: a change is any
   * status that differs from these. Read later, inside the stream, a change made as the client got the answer's
   * headers became the starting point and was never told.
   */
  orders: { id: number; status: string }[];
  /** How often the stream sends a comment (so proxies keep it open) and checks its token. */
  heartbeatMs: number;
};

/** Events read from the table at a time; the next page waits until the reader has taken the bytes queued. */
const pageSize = 200;
const queuedBytes = 64 * 1024;
const encoder = new TextEncoder();

export function customerLogStream({
  db,
  now,
  streams,
  customerId,
  token,
  after,
  orders,
  heartbeatMs,
}: LogStreamOptions): ReadableStream<Uint8Array> {
  const tokenHash = hashToken(token);
  let lastSeq = after;
  /** Each order's status as last told (or as found when the stream opened). */
  let statuses = new Map(orders.map((order) => [order.id, order.status]));
  let controller: ReadableStreamDefaultController<Uint8Array>;
  let ended = false;
  let leave = () => {};
  let heartbeat: NodeJS.Timeout | undefined;
  let running = false;
  let again = false;
  let roomMade: (() => void) | undefined;

  const send = (text: string) => {
    if (!ended) controller.enqueue(encoder.encode(text));
  };
  const room = () =>
    (controller.desiredSize ?? 1) > 0 || ended
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          roomMade = resolve;
        });
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(heartbeat);
    leave();
    roomMade?.();
    try {
      controller.close();
    } catch {
      // Already cancelled by the reader.
    }
  };

  const signedIn = async () => (await findCustomerByToken(db, tokenHash, now()))?.id === customerId;

  const sendEvents = async () => {
    for (;;) {
      const events = await readLog(db, customerId, lastSeq, pageSize);
      for (const event of events) {
        send(`id: ${event.seq}\nevent: log\ndata: ${JSON.stringify(event)}\n\n`);
        lastSeq = event.seq;
      }
      if (events.length < pageSize || ended) return;
      await room();
    }
  };

  const sendOrderChanges = async () => {
    const rows = await orderStatusesOf(db, customerId);
    const told = statuses;
    statuses = new Map(rows.map((row) => [row.id, row.status]));
    for (const row of rows)
      if (told.get(row.id) !== row.status)
        send(`event: order\ndata: ${JSON.stringify({ orderId: row.id, status: row.status })}\n\n`);
  };

  /** One check at a time; a wake during a check makes one more after it. */
  const check = () => {
    if (ended) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          if (!(await signedIn())) return end();
          await sendOrderChanges();
          await sendEvents();
        } while (again && !ended);
      } catch {
        // The database failed the read (it is unreachable or closing): the client opens the stream again, and its
        // request then reports the fault.
        end();
      } finally {
        running = false;
      }
    })();
  };

  return new ReadableStream<Uint8Array>(
    {
      start(streamController) {
        controller = streamController;
        leave = streams.add(customerId, { wake: check, end });
        if (ended) return;
        heartbeat = setInterval(() => {
          send(': ping\n\n');
          check();
        }, heartbeatMs);
        // A stream must never keep a stopping process alive; draining ends it (open-streams.ts).
        heartbeat.unref();
        check();
      },
      pull() {
        roomMade?.();
        roomMade = undefined;
      },
      cancel() {
        end();
      },
    },
    new ByteLengthQueuingStrategy({ highWaterMark: queuedBytes }),
  );
}
