/**
 * Decides when the outbox is pushed: whenever a pending event appears, when the connection comes back, when a
 * shopper asks for an order to be sent again (a nudge from any tab's worker, outboxNudges.ts), and when the earliest
 * backoff falls due. Only the leading tab's worker runs it (RxDB leader election), so two tabs never push the same
 * event at the same time; the idempotency key covers the rest.
 */
import type { ShopDatabase } from '../db';
import type { OutboxPusher } from './outboxPusher';

export interface OutboxSchedule {
  stop(): void;
}

export function scheduleOutbox(
  db: ShopDatabase,
  pusher: OutboxPusher,
  onOnline: (listener: () => void) => () => void,
  onNudge: (listener: () => void) => () => void,
  now: () => number = Date.now,
): OutboxSchedule {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;

  const run = async () => {
    if (stopped) return;
    await pusher.push();
    const next = await pusher.nextRetryAt();
    if (timer) clearTimeout(timer);
    timer = next === null || stopped ? null : setTimeout(run, Math.max(0, next - now()));
  };

  const subscription = db.events
    .find({ selector: { outboxStatus: 'pending' } })
    .$.subscribe(() => void run());
  // Back online, or asked by a shopper, what waited out a backoff goes at once rather than when its backoff would
  // have ended.
  const retryAtOnce = () => void pusher.retryNow().then(run);
  const offOnline = onOnline(retryAtOnce);
  const offNudge = onNudge(retryAtOnce);
  return {
    stop() {
      stopped = true;
      subscription.unsubscribe();
      offOnline();
      offNudge();
      if (timer) clearTimeout(timer);
    },
  };
}
