/**
 * SPEC §4 Checkout flows, on the next visit: a shopper who paid and closed the tab before the provider sent them
 * back still gets their order. Every payment whose machine stopped between storing the pending order and
 * thanking the shopper is restored and driven on: verified with the provider (the status call is the only proof of
 * payment: by the PaymentId the shopper came back with, else by the invoice id), then its order created with the
 * key fixed at the start, so a second tab doing the same makes no second order. A payment the provider reports
 * unpaid ends as failed, quietly: the shopper did not pay.
 */
import { type AnyActorRef, createActor, waitFor } from 'xstate';
import type { PaymentStore } from '../../contract';
import { type CardPaymentDeps, cardPayment } from './cardPayment';
import { CardPaymentRecorder } from './cardPaymentRecorder';
import { DECLINED_KEPT_MS, UNFINISHED_STATES } from './pendingStates';
import { restoreCardPayment } from './restoreCardPayment';

export { DECLINED_KEPT_MS, UNFINISHED_STATES } from './pendingStates';

/** Where resuming stops for this visit: finished, declined, or waiting for the shopper to try again. */
const RESTING_STATES = new Set(['done', 'failed', 'verifyFailed', 'orderFailed']);

export type ResumeDeps = Omit<CardPaymentDeps, 'recorder' | 'redirect' | 'onThankYou'> & {
  onPlaced: (orderId: string | null) => void;
  payments: PaymentStore;
  now?: () => number;
};

function driveOn(actor: AnyActorRef): void {
  // Each event only acts in the states that take it, so sending all three is safe whichever state was saved.
  actor.send({ type: 'app.resumed' });
  actor.send({ type: 'app.revisited' });
  actor.send({ type: 'user.retry' });
}

export async function resumePendingPayments({
  onPlaced,
  payments,
  now = Date.now,
  ...deps
}: ResumeDeps): Promise<void> {
  await payments.removeStale('failed', now() - DECLINED_KEPT_MS);
  for (const pending of await payments.inStates(UNFINISHED_STATES)) {
    const recorder = new CardPaymentRecorder(payments);
    const machine = cardPayment({ ...deps, recorder, redirect: () => undefined, onThankYou: onPlaced });
    const actor = createActor(machine, { snapshot: restoreCardPayment(pending) });
    const subscription = recorder.follow(actor);
    actor.start();
    driveOn(actor);
    try {
      await waitFor(actor, (snapshot) => RESTING_STATES.has(String(snapshot.value)));
    } finally {
      subscription.unsubscribe();
      await recorder.settled();
      actor.stop();
    }
  }
}
