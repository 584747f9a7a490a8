/**
 * The card payments waiting for their order (SPEC §3 Pending order), with the cardPayment machine's saved snapshot.
 * The pending order is written before the shopper leaves for the provider and removed once the order exists;
 * in between, every tab and every later visit can find it by the invoice id the provider sends back.
 */
import { type PendingOrder, PendingOrderSchema } from '../domain';
import type { ShopDatabase } from './database';
import type { PaymentStore, PendingPayment } from './paymentStore';

export class PendingPayments implements PaymentStore {
  constructor(
    private readonly db: ShopDatabase,
    private readonly now: () => number = Date.now,
  ) {}

  /** Stores the pending order before the redirect; `machineState` is where the machine stands while it does. */
  async store(pendingOrder: PendingOrder, orderKey: string, machineState: string): Promise<void> {
    const invoiceId = pendingOrder.invoiceId;
    if (!invoiceId) throw new Error('A pending order needs its invoice id');
    await this.db.payments.upsert({
      id: invoiceId,
      pendingOrder,
      orderKey,
      snapshot: null,
      machineState,
      updatedAt: this.now(),
    });
  }

  /** Saves the machine's snapshot with the pending order; a payment already finished and removed stays removed. */
  async saveSnapshot(invoiceId: string, snapshot: unknown, machineState: string): Promise<void> {
    const doc = await this.db.payments.findOne(invoiceId).exec();
    await doc?.incrementalPatch({ snapshot: JSON.stringify(snapshot), machineState, updatedAt: this.now() });
  }

  async find(invoiceId: string): Promise<PendingPayment | null> {
    const doc = await this.db.payments.findOne(invoiceId).exec();
    return doc ? this.read(doc.toJSON()) : null;
  }

  /** The payments whose machine stood in one of `states` when it was last saved, oldest first. */
  async inStates(states: readonly string[]): Promise<PendingPayment[]> {
    const docs = await this.db.payments
      .find({ selector: { machineState: { $in: [...states] } }, sort: [{ updatedAt: 'asc' }] })
      .exec();
    return docs.flatMap((doc) => {
      const payment = this.read(doc.toJSON());
      return payment ? [payment] : [];
    });
  }

  /** Incremental, so a snapshot another tab saves meanwhile cannot make the removal fail with a conflict. */
  async remove(invoiceId: string): Promise<void> {
    await this.db.payments.findOne(invoiceId).incrementalRemove();
  }

  /** Forgets payments that ended in `state` (a decline) and were last touched before `before`. */
  async removeStale(state: string, before: number): Promise<void> {
    await this.db.payments
      .find({ selector: { machineState: state, updatedAt: { $lt: before } } })
      .incrementalRemove();
  }

  /** A document this version cannot read (tampered, or from an older shape) is skipped rather than trusted. */
  private read(doc: {
    id: string;
    pendingOrder: unknown;
    orderKey: string;
    snapshot: string | null;
    machineState: string;
    updatedAt: number;
  }): PendingPayment | null {
    const pendingOrder = PendingOrderSchema.safeParse(doc.pendingOrder);
    if (!pendingOrder.success) return null;
    let snapshot: unknown = null;
    try {
      snapshot = doc.snapshot === null ? null : JSON.parse(doc.snapshot);
    } catch {
      snapshot = null;
    }
    return {
      invoiceId: doc.id,
      pendingOrder: pendingOrder.data,
      orderKey: doc.orderKey,
      snapshot,
      machineState: doc.machineState,
      updatedAt: doc.updatedAt,
    };
  }
}
