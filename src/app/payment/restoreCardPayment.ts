/**
 * Turns a stored pending payment back into a cardPayment snapshot. The saved snapshot is used when this version
 * of the machine can read it; otherwise (none saved yet, or saved by another version) the payment is restored as
 * waiting for the shopper's return, from the pending order alone, which is all the machine needs from then on.
 */
import { createActor, type SnapshotFrom } from 'xstate';
import type { PendingPayment } from '../../contract';
import { cardPaymentMachine } from '../../machines/cardPayment.machine';

export type CardPaymentSnapshot = SnapshotFrom<typeof cardPaymentMachine>;

function readable(saved: unknown): boolean {
  if (saved === null || typeof saved !== 'object') return false;
  try {
    const snapshot = createActor(cardPaymentMachine, {
      snapshot: saved as CardPaymentSnapshot,
    }).getSnapshot();
    return snapshot.status === 'active' || snapshot.status === 'done';
  } catch {
    return false;
  }
}

export function restoreCardPayment(pending: PendingPayment): CardPaymentSnapshot {
  if (readable(pending.snapshot)) return pending.snapshot as CardPaymentSnapshot;
  return cardPaymentMachine.resolveState({
    value: 'redirecting',
    context: {
      request: null,
      order: pending.pendingOrder.orderData,
      orderKey: pending.orderKey,
      invoiceId: pending.invoiceId,
      invoiceUrl: null,
      paymentId: null,
      orderId: null,
      error: null,
    },
  });
}
