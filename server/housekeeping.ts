// Periodic clean-up of what the server stores only for a while, so that storage stays bounded: the answers kept for
// Idempotency-Keys, dropped once older than the retention period (a retry that late is answered as a new request;
// an order's key stays unique for its customer in the orders table, so it still gets 409 and never a second order),
// the uses of rate-limit budgets, none of whose windows is longer than a day, and the stock holds of unpaid invoices
// whose time ran out (stock stopped counting them the moment they expired). Runs at start and every hour; stop()
// waits for a running pass, so the database can close after it.
import type { Database } from './db/database';
import { pruneAnswers } from './db/queries/idempotency';
import { pruneUses } from './db/queries/rate-limits';
import { pruneExpiredHolds } from './db/queries/stock-holds';
import { errorKind } from './http/handle-errors';

export const defaultIdempotencyRetentionDays = 30;
const dayMs = 24 * 60 * 60_000;
const everyMs = 60 * 60_000;

/** One pass; `now` is injectable so tests can age the records. */
export async function pruneExpiredRecords(
  db: Database,
  { now, retentionDays }: { now: Date; retentionDays: number },
): Promise<void> {
  await pruneAnswers(db, new Date(now.getTime() - retentionDays * dayMs));
  await pruneUses(db, new Date(now.getTime() - dayMs));
  await pruneExpiredHolds(db, now);
}

export type Housekeeping = { stop(): Promise<void> };

export function startHousekeeping(
  db: Database,
  {
    retentionDays = defaultIdempotencyRetentionDays,
    now = () => new Date(),
    logError = (message: string) => console.error(message),
  }: { retentionDays?: number; now?: () => Date; logError?: (message: string) => void } = {},
): Housekeeping {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const pass = () => {
    running = (async () => {
      try {
        await pruneExpiredRecords(db, { now: now(), retentionDays });
      } catch (error) {
        logError(`Housekeeping failed: ${errorKind(error)}`);
      }
      // unref: a pending pass must never keep a process alive that is otherwise done.
      if (!stopped) timer = setTimeout(pass, everyMs).unref();
    })();
  };
  pass();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
