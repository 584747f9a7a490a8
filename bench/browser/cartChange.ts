/**
 * A cart change as the add-to-cart button makes it: `EventLog.append`, which stores the event and replays the log
 * into the projection. The history is a shopper's long session: a few lines added, then quantities nudged up and
 * down. With the default bound the log compacts itself whenever it passes 200 events, so after 1,000 changes it
 * holds the snapshot and the changes since; a log given no bound replays all of them on every change.
 */
import { type EventLog, type ShopDatabase, toEventDoc } from '../../src/db';
import { type CartItem, CartItemSchema, createEvent, makeEventId } from '../../src/domain';

const LINES = 5;

const item = (line: number): CartItem =>
  CartItemSchema.parse({ id: `bench-${line}`, price: '2.500', name: `بند ${line}`, quantity: 1 });

/** The n-th change of the session: the first few add lines, the rest raise or lower one line's quantity. */
function change(n: number) {
  if (n < LINES) return { type: 'CartItemAdded' as const, payload: { item: item(n) } };
  return {
    type: 'CartItemQuantityChanged' as const,
    payload: { id: `bench-${n % LINES}`, delta: n % 2 === 0 ? (1 as const) : (-1 as const) },
  };
}

async function append(log: EventLog, n: number): Promise<void> {
  const next = change(n);
  if (next.type === 'CartItemAdded') await log.append(next.type, next.payload);
  else await log.append(next.type, next.payload);
}

export interface CartChangeTimes {
  /** One timed append each, made after the history. */
  times: number[];
  /** Events in the log just before the timed appends: what each replay reads. */
  logSize: number;
}

/**
 * `viaLog` appends the history one change at a time, as the shopper made it (compaction included); otherwise it is
 * written straight into the events collection and folded once, which leaves the same log in far less time.
 */
export async function cartChangeTimes(
  db: ShopDatabase,
  log: EventLog,
  history: number,
  runs: number,
  viaLog: boolean,
): Promise<CartChangeTimes> {
  if (viaLog) {
    for (let n = 0; n < history; n++) await append(log, n);
  } else {
    const start = Date.now() - history;
    const docs = Array.from({ length: history }, (_, n) => {
      const { type, payload } = change(n);
      return toEventDoc(createEvent(makeEventId(start + n, n, 'bench'), start + n, type, payload));
    });
    await db.events.bulkInsert(docs);
    await log.catchUp();
  }
  const logSize = await db.events.count().exec();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await append(log, history + run);
    times.push(performance.now() - started);
  }
  return { times, logSize };
}
