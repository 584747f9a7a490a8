import { expose, wrap } from 'comlink';
import { describe, expect, it } from 'vitest';
import { EventLog } from '../../src/db';
import { interpretPromoResponse } from '../../src/domain';
import { engineHarness } from './support/engineHarness';
import { logIn } from './support/loggedIn';

const harness = engineHarness('checkout-sync');
async function cashOrder(userId: number, phone: string) {
  const api = harness.server().apiBase;
  const product = (await (await fetch(`${api}/getProductById/1`)).json()) as {
    data: { price: number; name: string };
  };
  const price = product.data.price;
  return {
    order_detail: {
      user_id: userId,
      address: 'Street 12, Salmiya, Hawalli, Kuwait',
      // The server checks the fee against its own: delivery in Kuwait is free from 20 KD (SPEC §9 free_after).
      delivery_price: 0,
      discount: 0,
      promo_code: null,
      email: null,
      order_status: 'confirmed' as const,
      payment_status: 'pending' as const,
      subtotal_price: price,
      total_price: price,
      full_name: 'Noura',
      phone_number: phone,
      paymentType: 'cash' as const,
      Avenue: 'Street 12',
      cityTown: 'Salmiya',
      countryName: 'Kuwait',
      region: 'Hawalli',
      theHome: '4',
      theStreet: 'Street 12',
      invoice_id: null,
      paymentId: null,
    },
    product_details: [
      {
        id: 1,
        name: product.data.name,
        price,
        quantity: 1,
        image: null,
        title: null,
        psize: null,
        psize_price: null,
        pcolor: null,
        v_id: null,
        odoo_id: null,
      },
    ],
  };
}

describe('delivery rates (SPEC §9: GET /deliveryCharges_admin, cached 5 minutes)', () => {
  it('fetches the rates once within 5 minutes and again after', async () => {
    const seen: Request[] = [];
    const { engine } = await harness.engineWith({ seen });
    let now = 1_000_000;
    Object.assign(engine.checkout, { now: () => now });
    const rates = await engine.checkout.deliveryRates();
    expect(rates.find((r) => r.country === 'Kuwait')).toMatchObject({ free_after: 20 });
    now += 4 * 60_000;
    await engine.checkout.deliveryRates();
    const calls = () => seen.filter((r) => r.url.endsWith('/deliveryCharges_admin')).length;
    expect(calls()).toBe(1);
    now += 2 * 60_000;
    await engine.checkout.deliveryRates();
    expect(calls()).toBe(2);
  });

  it('throws when the server cannot be reached, so checkout uses the 2 KD fallback', async () => {
    const { engine } = await harness.engineWith({ offline: () => true });
    await expect(engine.checkout.deliveryRates()).rejects.toThrow();
  });
});

describe('promo validation (SPEC §5: GET /getPromoValid/{code})', () => {
  it('answers valid, expired and malformed codes, and throws offline', async () => {
    let offline = false;
    const { engine } = await harness.engineWith({ offline: () => offline });
    expect(interpretPromoResponse(await engine.checkout.validatePromo('welcome10'))).toMatchObject({
      ok: true,
      promo: { discount: 10 },
    });
    expect(interpretPromoResponse(await engine.checkout.validatePromo('EXPIRED50'))).toMatchObject({
      ok: false,
      key: 'invalidOrExpiredPromo',
    });
    const malformed = interpretPromoResponse(await engine.checkout.validatePromo('no spaces!'));
    expect(malformed).toMatchObject({ ok: false, key: 'invalidPromo' });
    offline = true;
    await expect(engine.checkout.validatePromo('WELCOME10')).rejects.toThrow();
  });
});

describe('a promo check the server fails (SPEC §8: Failed to validate promo code ({status}))', () => {
  const failing = (status: number) => ({
    rewrite: async (path: string, response: Response) =>
      path.startsWith('/getPromoValid/')
        ? Response.json({ status: false, message: 'Service unavailable' }, { status })
        : response,
  });

  it.each([500, 503])(
    'rejects with the status of a %i, which is not a refusal of the code',
    async (status) => {
      const { engine } = await harness.engineWith(failing(status));
      await expect(engine.checkout.validatePromo('WELCOME10')).rejects.toEqual({
        status,
        message: 'Service unavailable',
      });
    },
  );

  it('keeps the status on its way to the window through comlink, and a network failure has none', async () => {
    let offline = false;
    const { engine } = await harness.engineWith({ ...failing(503), offline: () => offline });
    const { port1, port2 } = new MessageChannel();
    try {
      expose({ validatePromo: (code: string) => engine.checkout.validatePromo(code) }, port1);
      const remote = wrap<{ validatePromo: (code: string) => Promise<unknown> }>(port2);
      await expect(remote.validatePromo('WELCOME10')).rejects.toEqual({
        status: 503,
        message: 'Service unavailable',
      });
      offline = true;
      const error = await remote.validatePromo('WELCOME10').catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(Error);
      expect(error).not.toHaveProperty('status');
    } finally {
      port1.close();
      port2.close();
    }
  });
});

describe('OrderPlaced in the outbox (API.md POST /order/store)', () => {
  it('posts the order with the event id as Idempotency-Key, waits offline, and stores the order id', async () => {
    const seen: Request[] = [];
    let offline = false;
    const { engine, db } = await harness.engineWith({ seen, offline: () => offline });
    const customer = await logIn(engine, db);
    offline = true;
    await new EventLog(db).append('OrderPlaced', {
      orderId: null,
      idempotencyKey: 'client-key-1',
      order: await cashOrder(customer.userId, customer.phone),
    });
    const [event] = await db.events.find({ selector: { type: 'OrderPlaced' } }).exec();
    if (!event) throw new Error('no event');
    expect(await engine.outbox.push()).toMatchObject({ sent: 0, waiting: 1 });
    expect((await db.events.findOne(event.id).exec())?.outboxStatus).toBe('pending');

    offline = false;
    await db.events.findOne(event.id).incrementalPatch({ nextAttemptAt: 0 });
    expect(await engine.outbox.push()).toMatchObject({ sent: 1, failed: 0 });
    const sent = (await db.events.findOne(event.id).exec())?.toJSON();
    if (!sent) throw new Error('the event is gone');
    expect(sent).toMatchObject({ outboxStatus: 'sent', outboxLastError: null });
    // A stored event never changes: the server's id is its own fact, OrderConfirmed, naming the order's key.
    expect(sent.payload).toMatchObject({ orderId: null });
    const confirmations = await db.events.find({ selector: { type: 'OrderConfirmed' } }).exec();
    expect(confirmations.map((doc) => doc.payload.orderKey)).toEqual([event.id]);
    const orderId = confirmations[0]?.payload.orderId as number | string;
    expect(orderId).not.toBeNull();
    // Pushed again (a second tab's pass), the order is confirmed once.
    await engine.outbox.push();
    expect(await db.events.find({ selector: { type: 'OrderConfirmed' } }).exec()).toHaveLength(1);

    // Offline it was never posted: it could not be priced with the server's amounts first (orderRepricer.ts).
    const posts = seen.filter((r) => r.method === 'POST' && r.url.endsWith('/order/store'));
    expect(posts.map((r) => r.headers.get('idempotency-key'))).toEqual([event.id]);
    expect(posts[0]?.headers.get('authorization')).toBe(`Bearer ${customer.token}`);

    expect(await engine.orders.refreshOrders()).toMatchObject({ ok: true, count: 1 });
    expect(await engine.orders.loadOrder(String(orderId))).toMatchObject({
      id: Number(orderId),
      paymentType: 'cash',
      payment_status: 'pending',
    });
  });

  it('marks an order the server refuses as failed, with its message, and records the refusal for its shopper', async () => {
    const { engine, db } = await harness.engineWith();
    const customer = await logIn(engine, db);
    const order = await cashOrder(customer.userId, customer.phone);
    // Nowhere to deliver to: the server refuses an order without a country (docs/API.md Orders).
    order.order_detail.countryName = '';
    await new EventLog(db).append('OrderPlaced', { orderId: null, idempotencyKey: 'k', order });
    expect(await engine.outbox.push()).toMatchObject({ failed: 1 });
    const [event] = await db.events.find({ selector: { type: 'OrderPlaced' } }).exec();
    expect(event?.outboxStatus).toBe('failed');
    expect(event?.outboxLastError).toMatch(/countryName/);
    const [refused] = await db.events.find({ selector: { type: 'OrderRefused' } }).exec();
    expect(refused?.payload).toMatchObject({
      orderKey: event?.id,
      userId: String(customer.userId),
      status: 400,
      message: event?.outboxLastError,
      short: [],
    });
    expect(await engine.orders.refreshOrders()).toMatchObject({ ok: true, count: 0 });
  });
});
