// A shopper cancels their own order (docs/API.md "Cancelling an order"): while it is pending or confirmed, once per
// Idempotency-Key, giving its stock back once by the staff's own path; never another customer's.
import { describe, expect, it } from 'vitest';
import { developmentAdminSecret } from '../../../server/routes/admin';
import { type LoggedIn, shopWithCustomers } from '../support/customers';
import { buildOrder, cardPayment, type LineSpec } from '../support/orders';
import type { SeededApp } from '../support/seeded-app';
import { productsFor, setStock, stockShown } from '../support/stock';

type OrderAnswer = { order_status: string; payment_status: string; cancellable: boolean };
type CancelAnswer = { status: string | false; data: OrderAnswer; code?: string; message: string };

let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, {}, (opened) => {
  [shop, noura, salem] = opened;
});
const products = productsFor(() => shop);

let keys = 0;
const newKey = () => `cancel-${++keys}`;

async function place(lines: LineSpec[], extra: { paymentType?: 'card'; invoiceId?: string } = {}) {
  const { body } = await buildOrder(shop, noura, { lines, ...extra });
  const placed = await shop.post<{ data: number }>('/api/order/store', body, {
    token: noura.token,
    idempotencyKey: newKey(),
  });
  expect(placed.status).toBe(201);
  return placed.body.data;
}

/** A fresh order of two units from a stock of five. */
async function placedOrder() {
  const productId = await products.plain();
  await setStock(shop, { productId }, 5);
  return { productId, orderId: await place([{ productId, quantity: 2 }]) };
}

const cancel = (
  orderId: number,
  {
    key = newKey(),
    customer = noura,
    language = 'en',
  }: { key?: string | null; customer?: LoggedIn; language?: string } = {},
) =>
  shop.post<CancelAnswer>(
    `/api/order/${orderId}/cancel`,
    {},
    { token: customer.token, language, ...(key === null ? {} : { idempotencyKey: key }) },
  );

const setStatus = (id: number, status: string) =>
  shop.post(
    `/api/admin/orders/${id}/status`,
    { status },
    { headers: { 'X-Admin-Secret': developmentAdminSecret } },
  );

const readBack = async (orderId: number) =>
  (await shop.get<OrderAnswer>(`/api/order/${orderId}/${noura.id}`, { token: noura.token })).body;

describe('a shopper cancelling their own order', () => {
  it('cancels a confirmed order, gives its stock back and answers the order cancelled', async () => {
    const { productId, orderId } = await placedOrder();
    expect(await readBack(orderId)).toMatchObject({ order_status: 'confirmed', cancellable: true });
    expect(await stockShown(shop, { productId })).toBe(3);
    const cancelled = await cancel(orderId);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data).toMatchObject({ order_status: 'cancelled', cancellable: false });
    expect(await stockShown(shop, { productId })).toBe(5);
    expect((await readBack(orderId)).order_status).toBe('cancelled');
  });

  it('cancels a pending order too', async () => {
    const { orderId } = await placedOrder();
    await setStatus(orderId, 'pending');
    expect((await cancel(orderId)).status).toBe(200);
  });

  it.each(['processing', 'shipped', 'on_the_way', 'delivered', 'cancelled', 'failed'])(
    'refuses with 409 once the order is %s, taking no stock back',
    async (status) => {
      const { productId, orderId } = await placedOrder();
      await setStatus(orderId, status);
      const before = await stockShown(shop, { productId });
      const refused = await cancel(orderId);
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({ status: false, code: 'notCancellable', order_status: status });
      expect(refused.body.message).toMatch(/can no longer be cancelled/);
      expect(await stockShown(shop, { productId })).toBe(before);
      expect((await readBack(orderId)).cancellable).toBe(false);
    },
  );

  it('refuses in Arabic when the request asks for Arabic', async () => {
    const { orderId } = await placedOrder();
    await setStatus(orderId, 'shipped');
    expect((await cancel(orderId, { language: 'ar' })).body.message).toBe(
      'لم يعد بالإمكان إلغاء هذا الطلب: بدأ المتجر في تجهيزه أو أُغلق.',
    );
  });

  it('answers a request repeated with its key as the first time, giving the stock back once', async () => {
    const { productId, orderId } = await placedOrder();
    const key = newKey();
    const first = await cancel(orderId, { key });
    const again = await cancel(orderId, { key });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(await stockShown(shop, { productId })).toBe(5);
    // Another key asks anew: the order is cancelled already.
    expect((await cancel(orderId)).status).toBe(409);
    // Nor does the staff's cancellation afterwards give anything more.
    await setStatus(orderId, 'failed');
    expect(await stockShown(shop, { productId })).toBe(5);
  });

  it('gives back once when two cancellations under two keys arrive together', async () => {
    const { productId, orderId } = await placedOrder();
    const [first, second] = await Promise.all([
      cancel(orderId),
      cancel(orderId),
      setStatus(orderId, 'cancelled'),
    ]);
    const statuses = [first?.status, second?.status];
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    expect(statuses.filter((status) => status === 200).length).toBeLessThanOrEqual(1);
    expect(await stockShown(shop, { productId })).toBe(5);
  });

  it('leaves a paid card order waiting for its refund', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 5);
    const { totalFils } = await buildOrder(shop, noura, { lines: [{ productId, quantity: 1 }] });
    const invoiceId = await cardPayment(shop, noura, totalFils / 1000);
    const orderId = await place([{ productId, quantity: 1 }], { paymentType: 'card', invoiceId });
    const cancelled = await cancel(orderId);
    expect(cancelled.body.data).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'refund_pending',
    });
  });

  it("answers 404 for another customer's order or an unknown one, and changes nothing", async () => {
    const { productId, orderId } = await placedOrder();
    expect((await cancel(orderId, { customer: salem })).status).toBe(404);
    expect((await cancel(2_000_000_000)).status).toBe(404);
    expect((await readBack(orderId)).order_status).toBe('confirmed');
    expect(await stockShown(shop, { productId })).toBe(3);
  });

  it('needs an Idempotency-Key and a login', async () => {
    const { orderId } = await placedOrder();
    expect((await cancel(orderId, { key: null })).status).toBe(400);
    const anonymous = await shop.post(`/api/order/${orderId}/cancel`, {}, { idempotencyKey: newKey() });
    expect(anonymous.status).toBe(401);
  });
});
