import type { PendingOrder } from '../domain';

export interface PendingPayment {
  invoiceId: string;
  pendingOrder: PendingOrder;
  orderKey: string;
  /** The machine's persisted snapshot, parsed; null until one was saved. */
  snapshot: unknown;
  machineState: string;
  updatedAt: number;
}

/**
 * Where card payments wait for their order (SPEC §3 Pending order). The worker keeps them in the local database
 * (`PendingPayments`); the window reaches the same calls through the bridge.
 */
export interface PaymentStore {
  /** Stores the pending order before the redirect; `machineState` is where the machine stands while it does. */
  store(pendingOrder: PendingOrder, orderKey: string, machineState: string): Promise<void>;
  /** Saves the machine's snapshot with the pending order; a payment already finished and removed stays removed. */
  saveSnapshot(invoiceId: string, snapshot: unknown, machineState: string): Promise<void>;
  find(invoiceId: string): Promise<PendingPayment | null>;
  /** The payments whose machine stood in one of `states` when it was last saved, oldest first. */
  inStates(states: readonly string[]): Promise<PendingPayment[]>;
  remove(invoiceId: string): Promise<void>;
  /** Forgets payments that ended in `state` (a decline) and were last touched before `before`. */
  removeStale(state: string, before: number): Promise<void>;
}
