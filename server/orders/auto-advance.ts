// ORDER_AUTO_ADVANCE_MS (development): orders walk pending/confirmed → processing → shipped → on_the_way →
// delivered by themselves, one step each time they have sat `everyMs` in a status, so the tracking timeline
// of SPEC §2 Order detail can be watched without an admin. Checks run four times per step so that a step takes
// about `everyMs`, not up to twice that; stop() waits for a running check, so the database can close after it.
import type { Database } from '../db/database';
import { advanceOrders } from '../db/queries/orders';
import { errorKind } from '../http/handle-errors';

export type AutoAdvance = { stop(): Promise<void> };

export function startOrderAutoAdvance(
  db: Database,
  everyMs: number,
  {
    now = () => new Date(),
    // The kind of error only: a database error quotes its query's values (server/http/handle-errors.ts).
    logError = (message: string, error: unknown) => console.error(`${message}: ${errorKind(error)}`),
  }: { now?: () => Date; logError?: (message: string, error: unknown) => void } = {},
): AutoAdvance {
  const checkEveryMs = Math.max(10, Math.floor(everyMs / 4));
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout;

  const check = () => {
    running = (async () => {
      try {
        const at = now();
        await advanceOrders(db, at, new Date(at.getTime() - everyMs));
      } catch (error) {
        logError('Order auto-advance failed', error);
      }
      if (!stopped) schedule();
    })();
  };
  // unref: a pending check must never keep a process alive that is otherwise done.
  const schedule = () => {
    timer = setTimeout(check, checkEveryMs).unref();
  };
  schedule();

  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
