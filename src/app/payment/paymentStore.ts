import type { PaymentStore } from '../../contract';
import type { ShopSync } from '../data/SyncContext';

/** The pending card payments, kept by the worker in the local database and reached through the bridge. */
export function paymentStore(sync: ShopSync): PaymentStore {
  return {
    store: (pendingOrder, orderKey, machineState) =>
      sync.storePendingPayment(pendingOrder, orderKey, machineState),
    saveSnapshot: (invoiceId, snapshot, machineState) =>
      sync.savePaymentSnapshot(invoiceId, snapshot, machineState),
    find: (invoiceId) => sync.findPendingPayment(invoiceId),
    inStates: (states) => sync.pendingPaymentsInStates(states),
    remove: (invoiceId) => sync.removePendingPayment(invoiceId),
    removeStale: (state, before) => sync.removeStalePendingPayments(state, before),
  };
}
