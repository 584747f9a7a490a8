/**
 * Keeps a card payment's pending order and the cardPayment machine's snapshot in the local database (DESIGN
 * "Machines": machines that must survive a reload persist their snapshot). Writes go one at a time, in order, so a
 * snapshot saved just before the order was created can never bring back a pending order already removed.
 */
import type { AnyActorRef, Subscription } from 'xstate';
import type { PaymentStore } from '../../contract';
import type { PendingOrder } from '../../domain';

export class CardPaymentRecorder {
  private queue: Promise<unknown> = Promise.resolve();
  private readonly removed = new Set<string>();

  constructor(private readonly payments: PaymentStore) {}

  /** Stores the pending order (SPEC §3) before the redirect; resolves once it is on disk. */
  store(pendingOrder: PendingOrder, orderKey: string): Promise<void> {
    return this.serially(() => this.payments.store(pendingOrder, orderKey, 'storingPendingOrder'));
  }

  remove(invoiceId: string): Promise<void> {
    this.removed.add(invoiceId);
    return this.serially(() => this.payments.remove(invoiceId));
  }

  /** Saves every snapshot of `actor` that names an invoice, until the subscription is ended. */
  follow(actor: AnyActorRef): Subscription {
    return actor.subscribe((snapshot) => {
      const invoiceId = (snapshot.context as { invoiceId?: string | null }).invoiceId;
      if (!invoiceId || this.removed.has(invoiceId)) return;
      const persisted = actor.getPersistedSnapshot();
      const state = String(snapshot.value);
      void this.serially(() =>
        this.removed.has(invoiceId) ? undefined : this.payments.saveSnapshot(invoiceId, persisted, state),
      );
    });
  }

  /** Resolves once every write asked for so far is done. */
  settled(): Promise<void> {
    return this.serially(() => undefined);
  }

  private serially<R>(work: () => Promise<R> | R): Promise<R> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }
}
