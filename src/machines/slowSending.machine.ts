/**
 * An order on its way to the server that takes long with nothing to explain it (SPEC §4 Checkout flows: a cash
 * order being placed, a paid order being created). Nothing hangs silently: after SLOW_SENDING_MS the screen says so
 * and offers to keep waiting, which starts the bound again, or to try again, which asks the outbox to send the
 * order now. Either way the order itself is untouched: it stays the one event in the outbox, sent under its one
 * idempotency key, so no press can make a second. While a cut connection or a server in trouble explains the wait,
 * the screen says that instead, and the bound starts again once the reason has gone.
 *
 * A machine of its own rather than a delay in checkout's and cardPayment's sending states: the same wait runs in
 * three places (a cash order placed now, one an earlier visit left, a paid order), and cardPayment's stored snapshot
 * names its state in one word, which a substate would change under the payments a device already holds. The screen
 * runs it only while the order is on its way.
 */
import { setup } from 'xstate';
import { SLOW_SENDING_MS } from '../domain';

export type SlowSendingEvent =
  | { type: 'outbox.explained' }
  | { type: 'outbox.unexplained' }
  | { type: 'user.keepWaiting' }
  | { type: 'user.tryAgain' };

export const slowSendingMachine = setup({
  types: { events: {} as SlowSendingEvent },
  actions: {
    /** Asks the leading tab's worker to send what waits in the outbox now (workerApi retryOutboxNow). */
    sendNow: () => {},
  },
  delays: { slowSendingMs: SLOW_SENDING_MS },
}).createMachine({
  id: 'slowSending',
  initial: 'waiting',
  states: {
    waiting: {
      after: { slowSendingMs: 'slow' },
      on: { 'outbox.explained': 'explained' },
    },
    /** The screen says it is taking longer than usual, with Keep Waiting and Try Again. */
    slow: {
      on: {
        'user.keepWaiting': 'waiting',
        'user.tryAgain': { target: 'waiting', actions: 'sendNow' },
        'outbox.explained': 'explained',
      },
    },
    /** Offline, or the server in trouble: the screen says which, and the bound waits for the reason to go. */
    explained: {
      on: { 'outbox.unexplained': 'waiting' },
    },
  },
});
