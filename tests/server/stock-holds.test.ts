// A card payment checks its lines before the shopper pays and holds them while the invoice may be paid (docs/API.md
// "Stock"), as checkout reservations do; an invoice left unpaid lets them go, and a paid invoice whose stock ran out
// anyway is stored as an order to refund, never dropped.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stockHolds } from '../../server/db/schema';
import { pruneExpiredRecords } from '../../server/housekeeping';
import { stockHoldMs } from '../../server/payments/hold-stock';
import { developmentAdminSecret } from '../../server/routes/admin';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import { attemptOn, buildOrder, type LineSpec, paymentInitiateBody } from './support/orders';
import type { SeededApp } from './support/seeded-app';
import { productReply, productsFor, setStock, stockShown } from './support/stock';

type Refusal = {
  status: string | false;
  code: string;
  message: string;
  short: { id: number; v_id: number | null; requested: number; available: number }[];
};
type Initiated = { status: string; Data: { invoiceId: string } } & Refusal;
type Stored = { status: string; data: number } & Refusal;

let clock = new Date('2026-06-01T09:00:00Z');
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, { now: () => clock }, (opened) => {
  [shop, noura, salem] = opened;
});
const products = productsFor(() => shop);

let keys = 0;
const asWire = (lines: LineSpec[]) =>
  lines.map((line) => ({ id: line.productId, v_id: line.variantId ?? null, quantity: line.quantity }));

/** Initiates a card payment of the lines' order total, naming the lines unless told not to. */
async function initiate(lines: LineSpec[], customer = noura, { naming = true, language = 'en' } = {}) {
  const built = await buildOrder(shop, customer, { lines, paymentType: 'card' });
  const reply = await shop.post<Initiated>(
    '/api/payment/initiate',
    paymentInitiateBody({
      InvoiceValue: built.totalFils / 1000,
      ...(naming ? { lines: asWire(lines) } : {}),
    }),
    { token: customer.token, language },
  );
  return { reply, built, invoiceId: reply.body.Data?.invoiceId };
}

/** Pays the invoice on the hosted page and stores its order, as the shop does on the shopper's return. */
async function payAndStore(lines: LineSpec[], invoiceId: string, customer = noura, pay = true) {
  if (pay) await attemptOn(shop, invoiceId, 'pay');
  const built = await buildOrder(shop, customer, { lines, paymentType: 'card', invoiceId });
  return shop.post<Stored>('/api/order/store', built.body, {
    token: customer.token,
    language: 'en',
    idempotencyKey: `card-order-${++keys}`,
  });
}

async function cashOrder(lines: LineSpec[], customer = salem) {
  const { body } = await buildOrder(shop, customer, { lines });
  return shop.post<Stored>('/api/order/store', body, {
    token: customer.token,
    language: 'en',
    idempotencyKey: `cash-order-${++keys}`,
  });
}

const setStatus = (id: number, status: string) =>
  shop.post(
    `/api/admin/orders/${id}/status`,
    { status },
    { headers: { 'X-Admin-Secret': developmentAdminSecret } },
  );

const readOrder = async (id: number, customer = noura) =>
  (await shop.get<Record<string, unknown>>(`/api/order/${id}/${customer.id}`, { token: customer.token }))
    .body;

const holdsOf = async (invoiceId: string) =>
  (
    await shop.database.db
      .select({ value: count() })
      .from(stockHolds)
      .where(eq(stockHolds.invoiceId, invoiceId))
  )[0]?.value ?? 0;

describe('POST /payment/initiate with the lines', () => {
  it('holds them: another shopper sees only what is left besides, while the catalogue shows what is on hand', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 5);
    const { reply } = await initiate([{ productId, quantity: 3 }]);
    expect(reply.status).toBe(200);
    expect(await stockShown(shop, { productId })).toBe(5);
    const refused = await cashOrder([{ productId, quantity: 3 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.short).toEqual([{ id: productId, v_id: null, requested: 3, available: 2 }]);
    const theirs = await initiate([{ productId, quantity: 3 }], salem);
    expect(theirs.reply.status).toBe(409);
    expect((await cashOrder([{ productId, quantity: 2 }])).status).toBe(201);
  });

  it('is refused with the 409 of an order when a line asks more than is left, in the request’s language, holding nothing', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 1);
    const { reply } = await initiate([{ productId, quantity: 2 }], noura, { language: 'ar' });
    expect(reply.status).toBe(409);
    expect(reply.headers.get('Content-Language')).toBe('ar');
    const { name } = (await productReply(shop, productId)).data;
    expect(reply.body).toEqual({
      status: false,
      code: 'outOfStock',
      message: `لا يتوفر مخزون كافٍ من «${name}» (المطلوب 2، المتبقي 1).`,
      short: [{ id: productId, v_id: null, requested: 2, available: 1 }],
    });
    expect((await cashOrder([{ productId, quantity: 1 }])).status).toBe(201);
  });

  it("holds a variant's line on that variant", async () => {
    const { productId, variants } = await products.withVariants();
    const [held, other] = variants;
    await setStock(shop, { productId, variantId: held }, 2);
    await setStock(shop, { productId, variantId: other }, 2);
    expect((await initiate([{ productId, variantId: held, quantity: 2 }])).reply.status).toBe(200);
    const refused = await cashOrder([{ productId, variantId: held, quantity: 1 }]);
    expect(refused.body.short).toEqual([{ id: productId, v_id: held, requested: 1, available: 0 }]);
    expect((await cashOrder([{ productId, variantId: other, quantity: 2 }])).status).toBe(201);
  });

  it("lets the shopper's own earlier, unpaid hold go when they initiate again or order by cash", async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 3);
    expect((await initiate([{ productId, quantity: 3 }], salem)).reply.status).toBe(200);
    expect((await initiate([{ productId, quantity: 3 }], salem)).reply.status).toBe(200);
    expect((await cashOrder([{ productId, quantity: 3 }], salem)).status).toBe(201);
    expect(await stockShown(shop, { productId })).toBe(0);
  });

  it('refuses a line naming no product of the shop, a variant of another product or a bad quantity, with a 400 naming it', async () => {
    const productId = await products.plain();
    const ask = (lines: unknown) =>
      shop.post<Refusal>('/api/payment/initiate', paymentInitiateBody({ lines }), {
        token: noura.token,
        language: 'en',
      });
    const unknown = await ask([
      { id: productId, v_id: null, quantity: 1 },
      { id: 999_999, v_id: null, quantity: 1 },
    ]);
    expect([unknown.status, unknown.body.message]).toEqual([
      400,
      'The product in "lines[1].id" is not sold in this shop.',
    ]);
    const { variants } = await products.withVariants();
    const foreign = await ask([{ id: productId, v_id: variants[0], quantity: 1 }]);
    expect([foreign.status, foreign.body.message]).toEqual([
      400,
      'The product in "lines[0].v_id" is not sold in this shop.',
    ]);
    const zero = await ask([{ id: productId, v_id: null, quantity: 0 }]);
    expect([zero.status, zero.body.message]).toEqual([
      400,
      'The field "lines[0].quantity" is missing or not valid.',
    ]);
  });
});

describe('a hold and its invoice', () => {
  it('lets the units go when the invoice expires unpaid, and housekeeping then deletes the hold', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 4);
    const { invoiceId } = await initiate([{ productId, quantity: 4 }]);
    later(stockHoldMs - 1000);
    expect((await cashOrder([{ productId, quantity: 1 }])).status).toBe(409);
    later(2000);
    expect(await holdsOf(invoiceId ?? '')).toBe(1);
    expect((await cashOrder([{ productId, quantity: 1 }])).status).toBe(201);
    await pruneExpiredRecords(shop.database.db, { now: clock, retentionDays: 30 });
    expect(await holdsOf(invoiceId ?? '')).toBe(0);
  });

  it('keeps the units of a paid invoice past the expiry, and its order takes them once', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 5);
    const lines = [{ productId, quantity: 3 }];
    const { invoiceId = '' } = await initiate(lines);
    await attemptOn(shop, invoiceId, 'pay');
    later(stockHoldMs * 3);
    await pruneExpiredRecords(shop.database.db, { now: clock, retentionDays: 30 });
    expect((await cashOrder([{ productId, quantity: 3 }])).body.short).toEqual([
      { id: productId, v_id: null, requested: 3, available: 2 },
    ]);
    const stored = await payAndStore(lines, invoiceId, noura, false);
    expect(stored.status).toBe(201);
    expect(await readOrder(stored.body.data)).toMatchObject({
      order_status: 'confirmed',
      payment_status: 'paid',
    });
    expect(await stockShown(shop, { productId })).toBe(2);
    expect(await holdsOf(invoiceId)).toBe(0);
    expect((await cashOrder([{ productId, quantity: 2 }])).status).toBe(201);
  });

  it('keeps the units of an invoice declined once, which stays payable', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 2);
    const { invoiceId = '' } = await initiate([{ productId, quantity: 2 }]);
    await attemptOn(shop, invoiceId, 'decline');
    expect((await cashOrder([{ productId, quantity: 1 }])).status).toBe(409);
  });
});

describe('a paid invoice whose stock ran out anyway', () => {
  it('is stored as a cancelled order marked refund_pending, taking nothing, when nothing was held', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 2);
    const lines = [{ productId, quantity: 2 }];
    const { invoiceId = '' } = await initiate(lines, noura, { naming: false });
    expect((await cashOrder(lines)).status).toBe(201);
    const stored = await payAndStore(lines, invoiceId);
    expect(stored.status).toBe(201);
    expect(stored.body).toEqual({ status: 'success', data: expect.any(Number) });
    expect(await readOrder(stored.body.data)).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'refund_pending',
      invoice_id: invoiceId,
      products: [expect.objectContaining({ id: productId, quantity: 2 })],
    });
    expect(await stockShown(shop, { productId })).toBe(0);
    // Cancelling it again gives nothing back: it never took anything. Once refunded, its payment says so.
    await setStatus(stored.body.data, 'cancelled');
    expect(await stockShown(shop, { productId })).toBe(0);
    await setStatus(stored.body.data, 'refunded');
    expect(await readOrder(stored.body.data)).toMatchObject({
      order_status: 'refunded',
      payment_status: 'refunded',
    });
  });

  it('is stored to be refunded when its hold expired before Pay and another shopper took the units', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 1);
    const lines = [{ productId, quantity: 1 }];
    const { invoiceId = '' } = await initiate(lines);
    later(stockHoldMs + 1000);
    expect((await cashOrder(lines)).status).toBe(201);
    const stored = await payAndStore(lines, invoiceId);
    expect(stored.status).toBe(201);
    expect(await readOrder(stored.body.data)).toMatchObject({
      order_status: 'cancelled',
      payment_status: 'refund_pending',
    });
    // The same invoice asked again answers the same order, as for any paid invoice.
    const again = await payAndStore(lines, invoiceId, noura, false);
    expect([again.status, again.body.data]).toEqual([200, stored.body.data]);
  });

  it('takes the units after all when its hold expired but they are still there', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 2);
    const lines = [{ productId, quantity: 2 }];
    const { invoiceId = '' } = await initiate(lines);
    later(stockHoldMs + 1000);
    const stored = await payAndStore(lines, invoiceId);
    expect(await readOrder(stored.body.data)).toMatchObject({ payment_status: 'paid' });
    expect(await stockShown(shop, { productId })).toBe(0);
  });
});
