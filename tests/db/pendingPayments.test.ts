/**
 * The pending card payments of the local database (SPEC §3 Pending order; §4 Checkout flows, Card): written before
 * the redirect to the provider, read back by invoice id on the return pages and at the next visit, removed once
 * the order exists.
 */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { openShopDatabase, PendingPayments, type ShopDatabase } from '../../src/db';
import { buildOrderPayload, orderTotals, type PendingOrder, PendingOrderSchema } from '../../src/domain';
import { cartItem, selectedAddress } from '../domain/factories';

let db: ShopDatabase | undefined;
let databases = 0;
afterEach(async () => {
  await db?.close();
  db = undefined;
});

/** A fresh database and the store on a clock the test moves. */
async function openPayments() {
  db = await openShopDatabase({
    name: `pending-payments-${++databases}`,
    dexie: { indexedDB, IDBKeyRange },
    multiInstance: false,
  });
  const clock = { time: 1_000 };
  return { db, clock, payments: new PendingPayments(db, () => clock.time) };
}

/** SPEC §3 Pending order: paymentMethod, invoiceId, total, orderData. */
function pendingOrder(invoiceId: string | null): PendingOrder {
  const built = buildOrderPayload({
    userId: 7,
    address: selectedAddress(),
    items: [cartItem({ id: '1', name: 'Dates', price: '2.5', quantity: 2 })],
    totals: orderTotals(5000, 1000, 0),
    paymentMethod: 'card',
    promoCode: null,
  });
  if (!built.ok) throw new Error(built.key);
  return PendingOrderSchema.parse({
    paymentMethod: 'card',
    invoiceId,
    total: 6,
    orderData: built.payload,
    orderId: null,
  });
}

const snapshot = { status: 'active', value: 'verifying', context: { invoiceId: 'inv-1', orderKey: 'key-1' } };

describe('pending card payments (SPEC §3 Pending order)', () => {
  it('stores a pending order under its invoice id and finds it again', async () => {
    const { payments } = await openPayments();
    await payments.store(pendingOrder('inv-1'), 'key-1', 'storingPendingOrder');

    expect(await payments.find('inv-1')).toEqual({
      invoiceId: 'inv-1',
      pendingOrder: pendingOrder('inv-1'),
      orderKey: 'key-1',
      snapshot: null,
      machineState: 'storingPendingOrder',
      updatedAt: 1_000,
    });
    expect(await payments.find('inv-2')).toBeNull();
  });

  it('refuses a pending order without an invoice id and stores nothing', async () => {
    const { db, payments } = await openPayments();
    await expect(payments.store(pendingOrder(null), 'key-1', 'storingPendingOrder')).rejects.toThrow(
      /invoice id/,
    );
    expect(await db.payments.count().exec()).toBe(0);
  });

  it("saves the machine's snapshot with its state and time, and reads it back parsed", async () => {
    const { payments, clock } = await openPayments();
    await payments.store(pendingOrder('inv-1'), 'key-1', 'storingPendingOrder');
    clock.time = 2_000;
    await payments.saveSnapshot('inv-1', snapshot, 'verifying');

    expect(await payments.find('inv-1')).toMatchObject({
      pendingOrder: pendingOrder('inv-1'),
      orderKey: 'key-1',
      snapshot,
      machineState: 'verifying',
      updatedAt: 2_000,
    });
  });

  it('never brings back a payment already finished and removed when a late snapshot arrives', async () => {
    const { db, payments } = await openPayments();
    await payments.store(pendingOrder('inv-1'), 'key-1', 'redirecting');
    await payments.remove('inv-1');
    await payments.saveSnapshot('inv-1', snapshot, 'verifying');

    expect(await payments.find('inv-1')).toBeNull();
    expect(await db.payments.count().exec()).toBe(0);
  });

  it('keeps a payment removed when another tab removes it while a snapshot is being saved', async () => {
    const { db, payments } = await openPayments();
    await payments.store(pendingOrder('inv-1'), 'key-1', 'redirecting');
    // The other tab's removal and this tab's save both read the document before either writes.
    await Promise.all([
      payments.saveSnapshot('inv-1', snapshot, 'verifying'),
      new PendingPayments(db).remove('inv-1'),
      payments.saveSnapshot('inv-1', snapshot, 'creatingOrder'),
    ]);

    expect(await payments.find('inv-1')).toBeNull();
    expect(await payments.inStates(['redirecting', 'verifying', 'creatingOrder'])).toEqual([]);
  });

  it('lists the payments standing in the given states, oldest first', async () => {
    const { payments, clock } = await openPayments();
    clock.time = 3_000;
    await payments.store(pendingOrder('late'), 'key-late', 'verifyFailed');
    clock.time = 1_000;
    await payments.store(pendingOrder('early'), 'key-early', 'redirecting');
    clock.time = 2_000;
    await payments.store(pendingOrder('declined'), 'key-declined', 'failed');
    await payments.store(pendingOrder('middle'), 'key-middle', 'storingPendingOrder');

    const unfinished = await payments.inStates(['storingPendingOrder', 'redirecting', 'verifyFailed']);
    expect(unfinished.map((payment) => [payment.invoiceId, payment.orderKey])).toEqual([
      ['early', 'key-early'],
      ['middle', 'key-middle'],
      ['late', 'key-late'],
    ]);
    expect((await payments.inStates(['failed'])).map((payment) => payment.invoiceId)).toEqual(['declined']);
    expect(await payments.inStates(['paid'])).toEqual([]);
  });

  it('removes one payment and leaves the others; removing an unknown one does nothing', async () => {
    const { payments } = await openPayments();
    await payments.store(pendingOrder('inv-1'), 'key-1', 'redirecting');
    await payments.store(pendingOrder('inv-2'), 'key-2', 'redirecting');
    await payments.remove('inv-1');
    await payments.remove('unknown');

    expect(await payments.find('inv-1')).toBeNull();
    expect((await payments.inStates(['redirecting'])).map((payment) => payment.invoiceId)).toEqual(['inv-2']);
  });

  it('forgets only the payments that ended in the given state before the given time', async () => {
    const { payments, clock } = await openPayments();
    clock.time = 1_000;
    await payments.store(pendingOrder('old-declined'), 'k1', 'failed');
    await payments.store(pendingOrder('old-unfinished'), 'k2', 'verifyFailed');
    clock.time = 5_000;
    await payments.store(pendingOrder('declined-at-the-limit'), 'k3', 'failed');
    clock.time = 9_000;
    await payments.store(pendingOrder('new-declined'), 'k4', 'failed');

    await payments.removeStale('failed', 5_000);

    expect(await payments.find('old-declined')).toBeNull();
    expect((await payments.inStates(['failed'])).map((payment) => payment.invoiceId)).toEqual([
      'declined-at-the-limit',
      'new-declined',
    ]);
    expect(await payments.find('old-unfinished')).not.toBeNull();
  });

  it('forgets a stale decline even while another tab saves its snapshot', async () => {
    const { payments } = await openPayments();
    await payments.store(pendingOrder('old-declined'), 'k1', 'failed');
    await Promise.all([
      payments.saveSnapshot('old-declined', snapshot, 'failed'),
      payments.removeStale('failed', 5_000),
      payments.saveSnapshot('old-declined', snapshot, 'failed'),
    ]);

    expect(await payments.find('old-declined')).toBeNull();
  });
});

describe('a pending payment this version cannot read (tampered, or written by another version)', () => {
  const raw = (id: string, overrides: Record<string, unknown>) => ({
    id,
    pendingOrder: pendingOrder(id) as unknown as Record<string, unknown>,
    orderKey: `key-${id}`,
    snapshot: null,
    machineState: 'redirecting',
    updatedAt: 1_000,
    ...overrides,
  });

  it('is skipped when its pending order does not fit SPEC §3, without hiding the others', async () => {
    const { db, payments } = await openPayments();
    await db.payments.insert(raw('tampered', { pendingOrder: { paymentMethod: 'card', total: 'lots' } }));
    await payments.store(pendingOrder('good'), 'key-good', 'redirecting');

    expect(await payments.find('tampered')).toBeNull();
    expect((await payments.inStates(['redirecting'])).map((payment) => payment.invoiceId)).toEqual(['good']);
  });

  it('is read with no snapshot when the saved snapshot is not JSON', async () => {
    const { db, payments } = await openPayments();
    await db.payments.insert(raw('garbled', { snapshot: '{"status": "active", "value": ' }));

    expect(await payments.find('garbled')).toMatchObject({
      invoiceId: 'garbled',
      pendingOrder: pendingOrder('garbled'),
      orderKey: 'key-garbled',
      snapshot: null,
    });
    expect(await payments.inStates(['redirecting'])).toEqual([
      expect.objectContaining({ invoiceId: 'garbled', snapshot: null }),
    ]);
  });
});
