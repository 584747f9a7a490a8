import type { RxJsonSchema } from 'rxdb/plugins/core';

/**
 * A card payment the shopper started on this device (SPEC §3 Pending order), kept from just before the redirect to
 * the provider until its order exists, with the cardPayment machine's saved snapshot (DESIGN "Machines"), so a
 * reload, a second tab or the next visit resumes it where it was.
 */
export interface PaymentDoc {
  /** The provider's invoice id. */
  id: string;
  /** SPEC §3: paymentMethod, invoiceId, total, orderData. */
  pendingOrder: Record<string, unknown>;
  /** The idempotency key the order is created with (the id of its OrderPlaced event). */
  orderKey: string;
  /** The machine's persisted snapshot as JSON: XState's own shape, not ours to constrain. */
  snapshot: string | null;
  /** The machine's state when the snapshot was saved, so the shop can ask for the unfinished ones. */
  machineState: string;
  updatedAt: number;
}

export const paymentSchema: RxJsonSchema<PaymentDoc> = {
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 100 },
    pendingOrder: { type: 'object' },
    orderKey: { type: 'string', maxLength: 40 },
    snapshot: { type: ['string', 'null'] },
    machineState: { type: 'string', maxLength: 40 },
    updatedAt: { type: 'number', minimum: 0, maximum: 8_640_000_000_000_000, multipleOf: 1 },
  },
  required: ['id', 'pendingOrder', 'orderKey', 'snapshot', 'machineState', 'updatedAt'],
  indexes: ['machineState'],
};
