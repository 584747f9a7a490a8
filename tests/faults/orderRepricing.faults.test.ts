/**
 * An order the shop said it saved is placed, or its shopper is told (docs/ARCHITECTURE.md "How a change gets to the
 * server"). A cash order queued with the amounts checkout reckoned (offline: the standard 2 KD fee for rates it
 * could not fetch) is priced again with the server's amounts before its first attempt: placed when the total is
 * not higher than agreed, else held for its shopper with the reasons, nothing sent. SPEC §9 Delivery fee and
 * Totals; SPEC §4 Checkout flows (cash on delivery).
 */
import { describe, expect, it } from 'vitest';
import { placeCashOrder } from '../../src/app/checkout/placeCashOrder';
import { shopEvents } from '../../src/app/data/EventLogContext';
import {
  buildOrderPayload,
  type OrderStorePayload,
  orderTotals,
  promoDiscountFils,
  toFils,
} from '../../src/domain';
import { cartItem, selectedAddress } from '../domain/factories';
import { type Customer, faultHarness, faultOf, type Shop } from './faultHarness';
import { translated } from './shopperTexts';

const harness = faultHarness('order-repricing');

/** A light, cheap product of the seed (4 KD, 0.121 kg): in Kuwait its delivery is the 0.50 KD minimum. */
const PRODUCT = 6;
const ORDER_STORE = /^\/order\/store$/;

interface Catalogued {
  price: number;
  name: string;
  name_en: string;
  quantity: number;
}

/** The order as checkout agreed it: one unit of the product at `price`, with this fee and promo (SPEC §9). */
async function agreed(
  customer: Customer,
  { deliveryFils, promo = null }: { deliveryFils: number; promo?: { code: string; percent: number } | null },
): Promise<OrderStorePayload> {
  const product = await harness.serverData<Catalogued>(`/getProductById/${PRODUCT}`);
  const subtotalFils = toFils(product.price);
  const built = buildOrderPayload({
    userId: customer.userId,
    address: selectedAddress({ phone: customer.phone }),
    items: [
      cartItem({
        id: String(PRODUCT),
        originalProductId: PRODUCT,
        name: product.name,
        title: product.name_en,
        price: String(product.price),
        quantity: 1,
      }),
    ],
    totals: orderTotals(
      subtotalFils,
      deliveryFils,
      promo ? promoDiscountFils(subtotalFils, promo.percent) : 0,
    ),
    paymentMethod: 'cash',
    promoCode: promo?.code ?? null,
  });
  if (!built.ok) throw new Error(built.key);
  return built.payload;
}

/** Checkout's own cash flow: OrderPlaced appended, then waiting for the outbox to settle it. */
function place(shop: Shop, order: OrderStorePayload) {
  const placing = placeCashOrder(order, {
    sync: shop.sync,
    eventLog: shopEvents(shop.sync),
    onWaiting: () => undefined,
    online: () => true,
  });
  placing.catch(() => undefined);
  return placing;
}

async function orderKey(shop: Shop): Promise<string> {
  await expect.poll(async () => (await eventsOf(shop, 'OrderPlaced')).length).toBe(1);
  const [doc] = await eventsOf(shop, 'OrderPlaced');
  return doc?.id ?? '';
}

const eventsOf = async (shop: Shop, type: string) =>
  (await shop.db.events.find({ selector: { type }, sort: [{ id: 'asc' }] }).exec()).map((doc) =>
    doc.toJSON(),
  );

const ordersOf = (customer: Customer) =>
  harness.serverData<{ delivery_charges: number; total_price: number }[]>(
    `/user/${customer.userId}/orders`,
    customer.token,
  );

/** Runs `during` with the server's catalogue changed by `change`, then puts it back with `restore`. */
async function withCatalogue(change: string, restore: string, during: () => Promise<void>) {
  await harness.sql(change);
  try {
    await during();
  } finally {
    await harness.sql(restore);
  }
}

/** An order held for its shopper: failed without a call, the reasons recorded, nothing on the server. */
async function expectHeld(shop: Shop, customer: Customer, key: string, placing: Promise<unknown>) {
  expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 1, waiting: 0 });
  await expect(placing).rejects.toThrow();
  expect(shop.network.withKey(key)).toEqual([]);
  expect(shop.network.sent.filter((request) => ORDER_STORE.test(request.path))).toEqual([]);
  expect(await ordersOf(customer)).toEqual([]);
  const [held] = await eventsOf(shop, 'OrderPlaced');
  expect(held).toMatchObject({ id: key, outboxStatus: 'failed' });
  // Every screen says so (the shell's notice), in both languages, until the shopper has reviewed it.
  const state = await shop.log.state();
  expect(state.attention).toEqual([expect.objectContaining({ kind: 'changed', orderKey: key })]);
  translated('attention.notice');
  translated('attention.review');
  const [fact] = await eventsOf(shop, 'OrderNeedsAttention');
  return fact?.payload as { reasons: unknown[]; agreedTotalFils: number; newTotalFils: number | null };
}

describe('a queued cash order priced again before it is sent (SPEC §9; SPEC §4 Checkout flows)', () => {
  it('is placed at the server’s lower fee when checkout assumed the standard 2 KD offline', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const order = await agreed(customer, { deliveryFils: 2000 });
    const placing = place(shop, order);
    const key = await orderKey(shop);

    expect(await shop.engine.outbox.push()).toEqual({ sent: 1, failed: 0, waiting: 0 });
    const { orderId } = await placing;
    const [stored] = await ordersOf(customer);
    expect(stored).toMatchObject({ id: Number(orderId), delivery_charges: 0.5 });
    expect(stored?.total_price).toBeCloseTo(order.order_detail.subtotal_price + 0.5, 3);
    // The order's event is as it was appended; the body sent under its key is a fact of its own.
    const [placed] = await eventsOf(shop, 'OrderPlaced');
    expect(placed?.payload).toMatchObject({ order: { order_detail: { delivery_price: 2 } } });
    const [repriced] = await eventsOf(shop, 'OrderRepriced');
    expect(repriced?.payload).toMatchObject({
      orderKey: key,
      order: { order_detail: { delivery_price: 0.5 } },
    });
    expect(shop.network.withKey(key)).toHaveLength(1);
    expect((await shop.log.state()).attention).toEqual([]);
  });

  it('sends the body it was priced to on every later attempt under its key, pricing it only once', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const placing = place(shop, await agreed(customer, { deliveryFils: 2000 }));
    const key = await orderKey(shop);
    shop.network.inject(faultOf('networkCut'), 'before', ORDER_STORE);
    expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 0, waiting: 1 });

    shop.network.heal();
    shop.later();
    expect(await shop.engine.outbox.push()).toEqual({ sent: 1, failed: 0, waiting: 0 });
    await placing;
    const sends = shop.network.withKey(key);
    expect(sends).toHaveLength(2);
    expect(sends[1]?.body).toBe(sends[0]?.body);
    expect(JSON.parse(sends[0]?.body ?? '{}')).toMatchObject({ order_detail: { delivery_price: 0.5 } });
    expect(shop.network.sent.filter((request) => request.path.startsWith('/getProductById/'))).toHaveLength(
      1,
    );
    expect(await eventsOf(shop, 'OrderRepriced')).toHaveLength(1);
    expect(await ordersOf(customer)).toEqual([expect.objectContaining({ delivery_charges: 0.5 })]);
  });

  it('waits for its shopper when the fee is higher now, and sends nothing', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const placing = place(shop, await agreed(customer, { deliveryFils: 500 }));
    const key = await orderKey(shop);
    await withCatalogue(
      "UPDATE delivery_rates SET per_kg_price = 10 WHERE country = 'Kuwait' AND delivery_weight_range_start = 0",
      "UPDATE delivery_rates SET per_kg_price = 0.5 WHERE country = 'Kuwait' AND delivery_weight_range_start = 0",
      async () => {
        const held = await expectHeld(shop, customer, key, placing);
        // 0.121 kg at 10 KD a kg: 1.21 KD.
        expect(held.reasons).toEqual([{ kind: 'feeUp', fromFils: 500, toFils: 1210 }]);
        expect((held.newTotalFils ?? 0) - held.agreedTotalFils).toBe(710);
      },
    );
  });

  it('waits for its shopper when a price is higher now, and sends nothing', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const placing = place(shop, await agreed(customer, { deliveryFils: 500 }));
    const key = await orderKey(shop);
    await withCatalogue(
      `UPDATE products SET price = price + 1 WHERE id = ${PRODUCT}`,
      `UPDATE products SET price = price - 1 WHERE id = ${PRODUCT}`,
      async () => {
        const held = await expectHeld(shop, customer, key, placing);
        expect(held.reasons).toEqual([
          expect.objectContaining({ kind: 'priceUp', line: expect.objectContaining({ id: PRODUCT }) }),
        ]);
        expect((held.newTotalFils ?? 0) - held.agreedTotalFils).toBe(1000);
      },
    );
  });

  it('waits for its shopper when the product’s stock is gone, and sends nothing', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const { quantity } = await harness.serverData<Catalogued>(`/getProductById/${PRODUCT}`);
    const placing = place(shop, await agreed(customer, { deliveryFils: 500 }));
    const key = await orderKey(shop);
    await withCatalogue(
      `UPDATE products SET quantity = 0 WHERE id = ${PRODUCT}`,
      `UPDATE products SET quantity = ${quantity} WHERE id = ${PRODUCT}`,
      async () => {
        const held = await expectHeld(shop, customer, key, placing);
        expect(held.reasons).toEqual([
          expect.objectContaining({ kind: 'lineShort', requested: 1, available: 0 }),
        ]);
        expect(held.newTotalFils).toBeNull();
      },
    );
  });

  it('waits for its shopper when the promo has ended, and sends nothing', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const promo = { code: 'WELCOME10', percent: 10 };
    const placing = place(shop, await agreed(customer, { deliveryFils: 500, promo }));
    const key = await orderKey(shop);
    await withCatalogue(
      "UPDATE promo_codes SET active = false WHERE code = 'WELCOME10'",
      "UPDATE promo_codes SET active = true WHERE code = 'WELCOME10'",
      async () => {
        const held = await expectHeld(shop, customer, key, placing);
        expect(held.reasons).toEqual([expect.objectContaining({ kind: 'promoEnded', code: 'WELCOME10' })]);
      },
    );
  });

  it('keeps waiting, and sends nothing, while the server’s amounts cannot be read', async () => {
    const shop = await harness.open();
    const customer = await harness.logIn(shop);
    const placing = place(shop, await agreed(customer, { deliveryFils: 2000 }));
    const key = await orderKey(shop);
    shop.network.inject(faultOf('status500Json'), 'before', /^\/(getProductById|deliveryCharges_admin)\b/);
    expect(await shop.engine.outbox.push()).toEqual({ sent: 0, failed: 0, waiting: 1 });
    expect(shop.network.withKey(key)).toEqual([]);
    expect(await eventsOf(shop, 'OrderRepriced')).toEqual([]);
    expect(await eventsOf(shop, 'OrderNeedsAttention')).toEqual([]);

    shop.network.heal();
    shop.later();
    expect(await shop.engine.outbox.push()).toEqual({ sent: 1, failed: 0, waiting: 0 });
    await placing;
    expect(await ordersOf(customer)).toEqual([expect.objectContaining({ delivery_charges: 0.5 })]);
  });
});
