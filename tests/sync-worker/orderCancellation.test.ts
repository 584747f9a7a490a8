// A shopper's cancellation through the outbox (docs/API.md "Cancelling an order"), against the reference server:
// sent under its event id, the answer's order stored for the screens; a refusal marks it failed with the reason.
import { describe, expect, it } from 'vitest';
import { EventLog, type ShopDatabase } from '../../src/db';
import { engineHarness } from './support/engineHarness';
import { logIn, placeCashOrder } from './support/loggedIn';

const { engineWith, server } = engineHarness('order-cancellation');

async function placedOrder(seen: Request[] = []) {
  const { engine, db } = await engineWith({ seen });
  const customer = await logIn(engine, db);
  const key = await placeCashOrder(server().apiBase, db, customer);
  await engine.outbox.push();
  const [confirmed] = await db.events
    .find({ selector: { type: 'OrderConfirmed', 'payload.orderKey': key } })
    .exec();
  const orderId = String(confirmed?.payload.orderId);
  await engine.orders.loadOrder(orderId);
  return { engine, db, customer, orderId };
}

const storedOrder = async (db: ShopDatabase, orderId: string) =>
  (await db.orders.findOne(orderId).exec())?.toMutableJSON().order;

describe('cancelling an order through the outbox', () => {
  it('sends it under its event id and stores the order the server answers, cancelled', async () => {
    const seen: Request[] = [];
    const { engine, db, customer, orderId } = await placedOrder(seen);
    expect(await storedOrder(db, orderId)).toMatchObject({ order_status: 'confirmed', cancellable: true });
    await new EventLog(db).append('OrderCancelRequested', { orderId, userId: String(customer.userId) });
    expect(await engine.outbox.push()).toMatchObject({ sent: 1, failed: 0 });
    const [request] = await db.events.find({ selector: { type: 'OrderCancelRequested' } }).exec();
    const call = seen.find((asked) => asked.url.endsWith(`/order/${orderId}/cancel`));
    expect(call?.headers.get('Idempotency-Key')).toBe(request?.id);
    expect(request?.outboxStatus).toBe('sent');
    expect(await storedOrder(db, orderId)).toMatchObject({ order_status: 'cancelled', cancellable: false });
  });

  it("marks a refused cancellation failed with the server's reason, in the shopper's language", async () => {
    const { engine, db, customer, orderId } = await placedOrder();
    await fetch(`${server().apiBase}/admin/orders/${orderId}/status`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Admin-Secret': 'dev-admin-secret' },
      body: JSON.stringify({ status: 'shipped' }),
    });
    await new EventLog(db).append('OrderCancelRequested', { orderId, userId: String(customer.userId) });
    expect(await engine.outbox.push()).toMatchObject({ failed: 1 });
    const [request] = await db.events.find({ selector: { type: 'OrderCancelRequested' } }).exec();
    // The worker speaks Arabic until told otherwise.
    expect(request?.outboxLastError).toBe('لم يعد بالإمكان إلغاء هذا الطلب: بدأ المتجر في تجهيزه أو أُغلق.');
  });
});
