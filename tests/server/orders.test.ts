import { describe, expect, it } from 'vitest';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import { attemptOn, buildOrder, cardPayment, type OrderSpec } from './support/orders';
import type { Failure, SeededApp } from './support/seeded-app';

type Stored = { status: string; data: number };
type Order = Record<string, unknown> & { id: number; products: Record<string, unknown>[] };

// Pinned inside the validity of the seed's promo codes (GULF25 runs to the end of 2099).
const today = new Date('2026-06-01T09:00:00Z');

let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, { now: () => today }, (opened) => {
  [shop, noura, salem] = opened;
});

/** Product 6 has no price extra on its variants; product 1's variant 2 costs 40 KD more than the product. */
const cart: OrderSpec['lines'] = [
  { productId: 6, quantity: 2 },
  { productId: 1, variantId: 2, quantity: 1 },
];
let keys = 0;
const newKey = () => `order-event-${++keys}`;

/** `null` sends no Idempotency-Key. */
const place = (body: unknown, idempotencyKey: string | null = newKey(), customer = noura) =>
  shop.post<Stored>('/api/order/store', body, {
    token: customer.token,
    language: 'en',
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });
const orderOf = async (id: number, customer = noura) =>
  (await shop.get<Order>(`/api/order/${id}/${customer.id}`, { token: customer.token })).body;
const ordersOf = async (customer: LoggedIn) =>
  (
    await shop.get<{ status: string; data: Order[] }>(`/api/user/${customer.id}/orders`, {
      token: customer.token,
    })
  ).body.data;
const message = (reply: { body: unknown }) => (reply.body as Failure).message;

describe('POST /order/store, cash on delivery (SPEC §4 Checkout flows, Order status)', () => {
  it("creates the order and answers { status: 'success', data: order id }", async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const reply = await place(body);
    expect(reply.status).toBe(201);
    expect(reply.body).toEqual({ status: 'success', data: expect.any(Number) });
  });

  it("stores order_status as sent ('confirmed') and payment_status 'pending', and reads it back in SPEC §3's shape", async () => {
    // Saudi Arabia's rates have no free delivery (SPEC §9), so the fee shows in the order.
    const { body } = await buildOrder(shop, noura, { lines: cart, country: 'Saudi Arabia' });
    const delivery = body.order_detail.delivery_price as number;
    expect(delivery).toBeGreaterThan(0);
    const id = (await place(body)).body.data;
    const order = await orderOf(id);
    expect(order).toMatchObject({
      id,
      created_at: today.toISOString(),
      order_status: 'confirmed',
      payment_status: 'pending',
      paymentType: 'cash',
      sub_total: 484.5,
      delivery_charges: delivery,
      discount: 0,
      total_price: (484_500 + delivery * 1000) / 1000,
      address: 'Street 12, Building 4, Salmiya, Hawalli, Kuwait',
      Customer: { name: 'Noura Al-Sabah', phone: noura.phone },
    });
    expect(order.products).toEqual([
      expect.objectContaining({ id: 6, price: 4, quantity: 2, pivot: { quantity: 2 }, v_id: null }),
      expect.objectContaining({ id: 1, price: 476.5, quantity: 1, pivot: { quantity: 1 }, v_id: 2 }),
    ]);
    expect(order.products[0]).toHaveProperty('description');
    expect(order.products[0]).toHaveProperty('image');
  });

  it('keeps the address part by part and reads it back, so an order page can say it in its own language', async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const parts = { street: '12', avenue: null, piece: '5', house: '7', floor: '2', apartment: null };
    const places = { city: 'Dasma', area: 'Al Asimah', country: 'Kuwait' };
    const withParts = {
      ...body,
      order_detail: {
        ...body.order_detail,
        address: 'قطعة 5، شارع 12، منزل 7، الدور 2، الدسمة، العاصمة، الكويت',
        address_parts: { ...parts, ...places },
      },
    };
    const order = await orderOf((await place(withParts)).body.data);
    expect(order.address_parts).toEqual({ ...parts, ...places });
    // An order sent without its parts (an older client, another ERP's) reads back without them.
    expect((await orderOf((await place(body)).body.data)).address_parts).toBeNull();
  });

  it("reads a variant line back with its variant's attributes in both languages, and a plain line with none", async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const order = await orderOf((await place(body)).body.data);
    const [plain, variant] = order.products;
    expect(plain?.attributes_array).toEqual([]);
    const attributes = variant?.attributes_array as Record<string, unknown>[];
    expect(attributes.length).toBeGreaterThan(0);
    for (const attribute of attributes) {
      expect(attribute).toEqual({
        name: expect.any(String),
        value: expect.any(String),
        name_ar: expect.stringMatching(/\p{Script=Arabic}/u),
        value_ar: expect.any(String),
      });
    }
    expect(attributes.map((attribute) => attribute.value)).toContain(variant?.pcolor ?? variant?.psize);
  });

  it("reads a line's description in the request's language: English or none, never the Arabic text (SPEC §3)", async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const id = (await place(body)).body.data;
    const read = async (language: string) =>
      (
        await shop.get<Order>(`/api/order/${id}/${noura.id}`, {
          token: noura.token,
          headers: { 'Accept-Language': language },
        })
      ).body.products.map((line) => String(line.description ?? ''));
    const arabic = await read('ar');
    const english = await read('en');
    expect(arabic.some((text) => /\p{Script=Arabic}/u.test(text))).toBe(true);
    for (const text of english) expect(text).not.toMatch(/\p{Script=Arabic}/u);
    expect(english.some((text) => text.length > 0)).toBe(true);
  });

  it('applies a promo percentage of the subtotal, checked against the promo table', async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart, promo: { code: 'GULF25', percent: 25 } });
    const order = await orderOf((await place(body)).body.data);
    expect(order).toMatchObject({
      sub_total: 484.5,
      discount: 121.125,
      // Delivery in Kuwait is free from 20 KD (the seeded rates, SPEC §9).
      delivery_charges: 0,
      total_price: 363.375,
      promo_code: 'GULF25',
    });
    const expired = await buildOrder(shop, noura, { lines: cart, promo: { code: 'EXPIRED50', percent: 50 } });
    const refused = await place(expired.body);
    expect(refused.status).toBe(400);
    expect(message(refused)).toBe('The promo code of this order is not valid or has expired.');
  });
});

describe('the idempotency of POST /order/store (DESIGN: Idempotency-Key = the event id)', () => {
  it('creates at most one order per key: the same key and body answer the same order id again', async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const key = newKey();
    const before = (await ordersOf(noura)).length;
    const first = await place(body, key);
    const again = await place(body, key);
    expect(again.body).toEqual(first.body);
    expect(again.status).toBe(first.status);
    expect(await ordersOf(noura)).toHaveLength(before + 1);
  });

  it('answers 409 to the same key with another body', async () => {
    const key = newKey();
    await place((await buildOrder(shop, noura, { lines: cart })).body, key);
    const other = await buildOrder(shop, noura, { lines: [{ productId: 6, quantity: 5 }] });
    const reply = await place(other.body, key);
    expect(reply.status).toBe(409);
    expect(message(reply)).toBe('This Idempotency-Key was already used for a different request.');
  });

  it('refuses an order without an Idempotency-Key with a 400', async () => {
    const reply = await place((await buildOrder(shop, noura, { lines: cart })).body, null);
    expect(reply.status).toBe(400);
    expect(message(reply)).toBe('This request needs an Idempotency-Key header.');
  });

  it('creates one order when the same request arrives twice at once', async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const key = newKey();
    const before = (await ordersOf(noura)).length;
    const [a, b] = await Promise.all([place(body, key), place(body, key)]);
    expect(a.body).toEqual(b.body);
    expect(await ordersOf(noura)).toHaveLength(before + 1);
  });
});

describe("the server's reckoning of the amounts (SPEC §9 Totals; docs/API.md)", () => {
  const tamper = async (change: (body: Awaited<ReturnType<typeof buildOrder>>['body']) => void) => {
    const built = await buildOrder(shop, noura, { lines: cart });
    change(built.body);
    return place(built.body);
  };

  it.each([
    [
      'product_details[0].price',
      (body: { product_details: Record<string, unknown>[] }) => {
        (body.product_details[0] as { price: number }).price = 1;
      },
    ],
    [
      'order_detail.subtotal_price',
      (body: { order_detail: Record<string, unknown> }) => {
        body.order_detail.subtotal_price = 1;
      },
    ],
    [
      'order_detail.total_price',
      (body: { order_detail: Record<string, unknown> }) => {
        body.order_detail.total_price = 0.5;
      },
    ],
    [
      'order_detail.discount',
      (body: { order_detail: Record<string, unknown> }) => {
        body.order_detail.discount = 10;
      },
    ],
  ])('refuses a wrong %s with a 400 naming it', async (field, change) => {
    const reply = await tamper(change as never);
    expect(reply.status).toBe(400);
    expect(message(reply)).toBe(
      `The amount in "${field}" does not match the shop's prices. Please review your cart.`,
    );
  });

  it('refuses an unknown product, or a variant of another product, naming the line', async () => {
    const unknown = await tamper((body) => {
      (body.product_details[0] as { id: number }).id = 999_999;
    });
    expect(message(unknown)).toBe('The product in "product_details[0].id" is not sold in this shop.');
    const foreignVariant = await tamper((body) => {
      (body.product_details[1] as { v_id: number }).v_id = 7;
    });
    expect(message(foreignVariant)).toBe(
      'The product in "product_details[1].v_id" is not sold in this shop.',
    );
  });

  it.each([
    ['product_details', { product_details: [] }],
    ['order_detail.paymentType', { order_detail: { paymentType: 'bitcoin' } }],
    ['order_detail.order_status', { order_detail: { order_status: 'delivered' } }],
    ['product_details[0].quantity', { product_details: [{ id: 6, price: 4, quantity: 0 }] }],
  ])('refuses a bad %s with a 400 naming the field', async (field, changes) => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const merged = {
      order_detail: { ...body.order_detail, ...(changes as { order_detail?: object }).order_detail },
      product_details: (changes as { product_details?: unknown[] }).product_details ?? body.product_details,
    };
    const reply = await place(merged);
    expect(reply.status).toBe(400);
    expect(message(reply)).toBe(`The field "${field}" is missing or not valid.`);
  });
});

describe('numbers in an order (docs/API.md order_detail, product_details)', () => {
  it('takes the user id as digits and the amounts as plain decimals, as SPEC §3’s loose ERP fields send them', async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    const detail = body.order_detail as Record<string, unknown>;
    detail.user_id = String(noura.id);
    for (const field of ['subtotal_price', 'total_price', 'delivery_price', 'discount'])
      detail[field] = Number(detail[field]).toFixed(3);
    expect((await place(body)).status).toBe(201);
  });

  it('refuses a quantity sent as text, naming it', async () => {
    const { body } = await buildOrder(shop, noura, { lines: cart });
    (body.product_details[0] as Record<string, unknown>).quantity = '1';
    const reply = await place(body);
    expect(reply.status).toBe(400);
    expect(message(reply)).toBe('The field "product_details[0].quantity" is missing or not valid.');
  });

  // Each of these reads as the right discount, 0, to JavaScript's Number; none is what a client means to send.
  it.each(['0x0', '0e3', ' 0 ', '+0'])(
    'refuses an amount written %j, which is no plain decimal, naming it',
    async (written) => {
      const { body } = await buildOrder(shop, noura, { lines: cart });
      (body.order_detail as Record<string, unknown>).discount = written;
      const reply = await place(body);
      expect(reply.status).toBe(400);
      expect(message(reply)).toBe('The field "order_detail.discount" is missing or not valid.');
    },
  );
});

describe('card orders need a paid invoice (SPEC §4 Checkout flows: card)', () => {
  it("creates a card order for a Paid invoice of the same total, with payment_status 'paid'", async () => {
    const built = await buildOrder(shop, noura, { lines: cart, paymentType: 'card' });
    const invoiceId = await cardPayment(shop, noura, built.totalFils / 1000);
    built.body.order_detail.invoice_id = invoiceId;
    const reply = await place(built.body);
    expect(reply.status).toBe(201);
    expect(await orderOf(reply.body.data)).toMatchObject({
      paymentType: 'card',
      payment_status: 'paid',
      invoice_id: invoiceId,
    });
  });

  it('accepts the invoice under paymentId too, the name of the callback parameter', async () => {
    const built = await buildOrder(shop, noura, { lines: cart, paymentType: 'card' });
    built.body.order_detail.paymentId = await cardPayment(shop, noura, built.totalFils / 1000);
    expect((await place(built.body)).status).toBe(201);
  });

  it('pays one order with an invoice declined and then paid, named by its id or by the paying PaymentId', async () => {
    const built = await buildOrder(shop, noura, { lines: cart, paymentType: 'card' });
    const invoiceId = await cardPayment(shop, noura, built.totalFils / 1000, 'none');
    const declined = await attemptOn(shop, invoiceId, 'decline');
    built.body.order_detail.paymentId = declined.paymentId;
    expect((await place(built.body)).status).toBe(402);

    const paid = await attemptOn(shop, invoiceId, 'pay');
    built.body.order_detail.paymentId = paid.paymentId;
    const first = await place(built.body);
    expect(first.status).toBe(201);
    expect(await orderOf(first.body.data)).toMatchObject({ invoice_id: invoiceId, payment_status: 'paid' });
    const { paymentId: _byAttempt, ...detail } = built.body.order_detail;
    const byInvoice = { ...built.body, order_detail: { ...detail, invoice_id: invoiceId } };
    const answers = await Promise.all([place(built.body), place(byInvoice), place(byInvoice)]);
    expect(answers.map((answer) => [answer.status, answer.body.data])).toEqual(
      answers.map(() => [200, first.body.data]),
    );
    const listed = await shop.get<{ data: { invoice_id: string }[] }>(`/api/user/${noura.id}/orders`, {
      token: noura.token,
    });
    expect(listed.body.data.filter((order) => order.invoice_id === invoiceId)).toHaveLength(1);
  });

  it('makes at most one order per paid invoice, answering a second key with the order it paid for', async () => {
    const built = await buildOrder(shop, noura, { lines: cart, paymentType: 'card' });
    built.body.order_detail.invoice_id = await cardPayment(shop, noura, built.totalFils / 1000);
    const first = await place(built.body);
    expect(first.status).toBe(201);
    const second = await place(built.body);
    expect(second.status).toBe(200);
    expect(second.body.data).toBe(first.body.data);
    const [one, other] = await Promise.all([place(built.body), place(built.body)]);
    expect([one.body.data, other.body.data]).toEqual([first.body.data, first.body.data]);
    const listed = await shop.get<{ data: { id: number }[] }>(`/api/user/${noura.id}/orders`, {
      token: noura.token,
    });
    expect(listed.body.data.filter((order) => order.id === first.body.data)).toHaveLength(1);
  });

  it('lets two tabs paying with one invoice at the same moment end with one order', async () => {
    const built = await buildOrder(shop, noura, { lines: cart, paymentType: 'card' });
    built.body.order_detail.invoice_id = await cardPayment(shop, noura, built.totalFils / 1000);
    const answers = await Promise.all([place(built.body), place(built.body), place(built.body)]);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 201)).toBe(true);
    expect(new Set(answers.map((answer) => answer.body.data)).size).toBe(1);
  });

  it('refuses a pending or declined invoice (402), a wrong amount (400), a missing or foreign invoice', async () => {
    const built = await buildOrder(shop, noura, { lines: cart, paymentType: 'card' });
    const total = built.totalFils / 1000;
    const withInvoice = (invoice_id?: string) => ({
      ...built.body,
      order_detail: { ...built.body.order_detail, invoice_id },
    });
    const pending = await place(withInvoice(await cardPayment(shop, noura, total, 'none')));
    expect([pending.status, message(pending)]).toEqual([402, 'Payment was not completed successfully']);
    expect((await place(withInvoice(await cardPayment(shop, noura, total, 'decline')))).status).toBe(402);
    const short = await place(withInvoice(await cardPayment(shop, noura, total - 1)));
    expect([short.status, message(short)]).toEqual([400, 'The amount paid does not match the order total.']);
    const missing = await place(withInvoice(undefined));
    expect([missing.status, message(missing)]).toEqual([
      400,
      'The field "order_detail.invoice_id" is missing or not valid.',
    ]);
    expect((await place(withInvoice(await cardPayment(shop, salem, total)))).status).toBe(404);
  });
});

describe('reading orders back (DESIGN: GET /user/{userId}/orders, GET /order/{orderId}/{userId})', () => {
  it("lists the customer's own orders, newest first, as { status: 'success', data }", async () => {
    const list = await ordersOf(noura);
    expect(list.length).toBeGreaterThan(1);
    expect(list.every((order) => order.user_id === noura.id)).toBe(true);
    const ids = list.map((order) => order.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(await ordersOf(salem)).toEqual([]);
  });

  it("answers 404 for another customer's order and 403 for another customer's user id", async () => {
    const id = (await place((await buildOrder(shop, noura, { lines: cart })).body)).body.data;
    expect((await shop.get(`/api/order/${id}/${salem.id}`, { token: salem.token })).status).toBe(404);
    expect((await shop.get(`/api/order/${id}/${noura.id}`, { token: salem.token })).status).toBe(403);
    expect((await shop.get(`/api/user/${noura.id}/orders`, { token: salem.token })).status).toBe(403);
    expect((await shop.get(`/api/user/demo/orders`, { token: salem.token })).status).toBe(400);
    expect((await shop.get(`/api/order/abc/${noura.id}`, { token: noura.token })).status).toBe(400);
  });

  it("refuses an order whose user_id is another customer's with a 403", async () => {
    const { body } = await buildOrder(shop, salem, { lines: cart });
    expect((await place(body)).status).toBe(403);
  });

  it.each([
    ['POST', '/api/order/store'],
    ['GET', '/api/user/1/orders'],
    ['GET', '/api/order/1/1'],
  ])('%s %s without a token is a 401', async (method, path) => {
    const reply =
      method === 'GET' ? await shop.get(path) : await shop.post(path, {}, { idempotencyKey: 'k' });
    expect(reply.status).toBe(401);
  });
});
