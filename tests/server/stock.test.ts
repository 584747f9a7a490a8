// Stock is a promise, on the server (docs/API.md "Stock"): an order takes its lines in its own transaction, a line
// beyond what is left refuses the order naming it, the catalogue shows what was sold, and a cancelled or failed
// order gives its lines back once. Runs on PGlite, and on PostgreSQL in the server-pg project, where orders
// arriving together really run side by side.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { hearCatalogueChanges } from '../../server/catalogue/catalogue-changes-heard';
import { developmentAdminSecret } from '../../server/routes/admin';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import { buildOrder, type LineSpec } from './support/orders';
import type { SeededApp } from './support/seeded-app';
import { productReply, productsFor, setStock, stockShown } from './support/stock';

type Refusal = {
  status: string | false;
  code: string;
  message: string;
  short: { id: number; v_id: number | null; requested: number; available: number }[];
};

let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, {}, (opened) => {
  [shop, noura, salem] = opened;
});
const products = productsFor(() => shop);

let keys = 0;
const newKey = () => `stock-order-${++keys}`;

async function order(
  lines: LineSpec[],
  {
    customer = noura,
    language = 'en',
    key = newKey(),
  }: { customer?: LoggedIn; language?: string; key?: string } = {},
) {
  const { body } = await buildOrder(shop, customer, { lines });
  return shop.post<{ status: string; data: number } & Refusal>('/api/order/store', body, {
    token: customer.token,
    language,
    idempotencyKey: key,
  });
}

const setStatus = (id: number, status: string) =>
  shop.post(
    `/api/admin/orders/${id}/status`,
    { status },
    { headers: { 'X-Admin-Secret': developmentAdminSecret } },
  );

describe('an order takes its lines from stock', () => {
  it('lowers what the product call, its category list and /hasVariants show by what was sold', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 9);
    const placed = await order([{ productId, quantity: 4 }]);
    expect(placed.status).toBe(201);
    expect(await stockShown(shop, { productId })).toBe(5);
    const { category } = (await productReply(shop, productId)).data;
    const listed = await shop.get<{ data: { products: { id: number; quantity: number }[] } }>(
      `/api/category/${category}/products`,
    );
    expect(listed.body.data.products.find((product) => product.id === productId)?.quantity).toBe(5);
    const summary = await shop.get<{ data: { quantity: number } }>(`/api/hasVariants/${productId}`);
    expect(summary.body.data.quantity).toBe(5);
  });

  it("takes a variant's line from that variant, and the product's quantity drops with it", async () => {
    const { productId, variants } = await products.withVariants();
    const [sold, other] = variants;
    await setStock(shop, { productId, variantId: sold }, 3);
    const otherBefore = await stockShown(shop, { productId, variantId: other });
    const productBefore = await stockShown(shop, { productId });
    expect((await order([{ productId, variantId: sold, quantity: 2 }])).status).toBe(201);
    expect(await stockShown(shop, { productId, variantId: sold })).toBe(1);
    expect(await stockShown(shop, { productId, variantId: other })).toBe(otherBefore);
    expect(await stockShown(shop, { productId })).toBe(productBefore - 2);
    const summary = await shop.get<{ data: { quantity: number } }>(`/api/hasVariants/${productId}`);
    expect(summary.body.data.quantity).toBe(
      (await productReply(shop, productId)).variant_system.optimized_variants
        .filter((variant) => variant.is_available)
        .reduce((sum, variant) => sum + variant.stock_quantity, 0),
    );
    const refused = await order([{ productId, variantId: sold, quantity: 2 }]);
    expect(refused.status).toBe(409);
    expect(refused.body.short).toEqual([{ id: productId, v_id: sold, requested: 2, available: 1 }]);
  });

  it('lists the sale in the catalogue changes, so devices learn the stock', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 6);
    type Changes = { data: { version: string; products: { id: number; quantity: number }[] } };
    const { version } = (await shop.get<Changes>('/api/catalogue/changes?limit=1')).body.data;
    await order([{ productId, quantity: 2 }]);
    const changed = (await shop.get<Changes>(`/api/catalogue/changes?since=${version}`)).body.data;
    expect(changed.products.find((product) => product.id === productId)?.quantity).toBe(4);
  });

  it('is heard as a catalogue change, so an instance keeping answers never serves the stock before it', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 8);
    const heard = await hearCatalogueChanges(shop.database);
    const instance = createApp({ db: shop.database.db, mode: 'development', catalogueChanges: heard });
    try {
      const shown = async () =>
        (
          (await (await instance.request(`/api/getProductById/${productId}`)).json()) as {
            data: { quantity: number };
          }
        ).data.quantity;
      expect(await shown()).toBe(8);
      expect(await shown()).toBe(8);
      const saleHeard = new Promise<void>((resolve) => heard.subscribe(resolve));
      await order([{ productId, quantity: 3 }]);
      await saleHeard;
      expect(await shown()).toBe(5);
    } finally {
      await heard.stop();
    }
  });

  it('takes stock once for a request repeated with its Idempotency-Key, one after another or at once', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 10);
    const key = newKey();
    const first = await order([{ productId, quantity: 2 }], { key });
    const again = await order([{ productId, quantity: 2 }], { key });
    expect(again.body).toEqual(first.body);
    expect(await stockShown(shop, { productId })).toBe(8);
    const together = newKey();
    const answers = await Promise.all(
      [1, 2, 3].map(() => order([{ productId, quantity: 2 }], { key: together })),
    );
    expect(new Set(answers.map((answer) => answer.body.data)).size).toBe(1);
    expect(await stockShown(shop, { productId })).toBe(6);
  });
});

describe('an order asking more than is left', () => {
  it('is refused with 409, naming each short line and what is left, in English; nothing is taken', async () => {
    const [plain, enough] = [await products.plain(), await products.plain()];
    const { productId, variants } = await products.withVariants();
    const [variantId] = variants;
    await setStock(shop, { productId: plain }, 1);
    await setStock(shop, { productId: enough }, 5);
    await setStock(shop, { productId, variantId }, 0);
    const refused = await order([
      { productId: plain, quantity: 3 },
      { productId: enough, quantity: 5 },
      { productId, variantId, quantity: 2 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.headers.get('Content-Language')).toBe('en');
    const plainName = (await productReply(shop, plain)).data.name_en;
    const varied = await productReply(shop, productId);
    const options = varied.variant_system.optimized_variants
      .find((variant) => variant.id === variantId)
      ?.attributes_array.map((part) => part.value)
      .join(', ');
    expect(refused.body).toEqual({
      status: false,
      code: 'outOfStock',
      message: `There is not enough stock of "${plainName}" (3 asked, 1 left) and "${varied.data.name_en} (${options})" (2 asked, none left).`,
      short: [
        { id: plain, v_id: null, requested: 3, available: 1 },
        { id: productId, v_id: variantId, requested: 2, available: 0 },
      ],
    });
    expect(await stockShown(shop, { productId: enough })).toBe(5);
    expect(await stockShown(shop, { productId: plain })).toBe(1);
  });

  it('is refused in Arabic when the request asks for Arabic', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 2);
    const refused = await order([{ productId, quantity: 3 }], { language: 'ar' });
    expect(refused.status).toBe(409);
    expect(refused.headers.get('Content-Language')).toBe('ar');
    const { name } = (await productReply(shop, productId)).data;
    expect(refused.body.message).toBe(`لا يتوفر مخزون كافٍ من «${name}» (المطلوب 3، المتبقي 2).`);
    expect(refused.body.short).toEqual([{ id: productId, v_id: null, requested: 3, available: 2 }]);
  });

  it('adds up two lines of the same product against what is left', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 4);
    const refused = await order([
      { productId, quantity: 3 },
      { productId, quantity: 2 },
    ]);
    expect(refused.body.short).toEqual([{ id: productId, v_id: null, requested: 5, available: 4 }]);
  });

  it('can be sent again with the same key once the stock is back, as a refusal stores nothing', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 1);
    const key = newKey();
    expect((await order([{ productId, quantity: 2 }], { key })).status).toBe(409);
    await setStock(shop, { productId }, 2);
    expect((await order([{ productId, quantity: 2 }], { key })).status).toBe(201);
    expect(await stockShown(shop, { productId })).toBe(0);
  });
});

describe('a cancelled or failed order', () => {
  it('gives its lines back once, however often it is cancelled or then failed', async () => {
    const productId = await products.plain();
    const { productId: varied, variants } = await products.withVariants();
    const [variantId] = variants;
    await setStock(shop, { productId }, 7);
    await setStock(shop, { productId: varied, variantId }, 7);
    const placed = await order([
      { productId, quantity: 3 },
      { productId: varied, variantId, quantity: 2 },
    ]);
    expect(await stockShown(shop, { productId })).toBe(4);
    expect((await setStatus(placed.body.data, 'cancelled')).status).toBe(200);
    expect(await stockShown(shop, { productId })).toBe(7);
    expect(await stockShown(shop, { productId: varied, variantId })).toBe(7);
    await setStatus(placed.body.data, 'cancelled');
    await setStatus(placed.body.data, 'failed');
    expect(await stockShown(shop, { productId })).toBe(7);
    expect(await stockShown(shop, { productId: varied, variantId })).toBe(7);
  });

  it('gives back once when cancelled twice at the same moment', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 5);
    const placed = await order([{ productId, quantity: 5 }]);
    await Promise.all([setStatus(placed.body.data, 'failed'), setStatus(placed.body.data, 'cancelled')]);
    expect(await stockShown(shop, { productId })).toBe(5);
  });

  it('keeps its lines while it moves along the timeline', async () => {
    const productId = await products.plain();
    await setStock(shop, { productId }, 5);
    const placed = await order([{ productId, quantity: 2 }]);
    for (const status of ['processing', 'shipped', 'delivered']) await setStatus(placed.body.data, status);
    expect(await stockShown(shop, { productId })).toBe(3);
  });
});

describe('orders arriving together for the last few units', () => {
  it('stores exactly those that fit: 50 orders at once, of one or two units, for the last 7', async () => {
    const productId = await products.plain();
    const last = 7;
    await setStock(shop, { productId }, last);
    const asked = Array.from({ length: 50 }, (_, index) => 1 + (index % 2));
    const answers = await Promise.all(
      asked.map((quantity, index) =>
        order([{ productId, quantity }], { customer: index % 2 ? noura : salem }),
      ),
    );
    const stored = asked.filter((_, index) => answers[index]?.status === 201);
    const refused = asked.filter((_, index) => answers[index]?.status === 409);
    expect(stored.length + refused.length).toBe(50);
    const left = await stockShown(shop, { productId });
    expect(left).toBe(last - stored.reduce((sum, quantity) => sum + quantity, 0));
    expect(left).toBeGreaterThanOrEqual(0);
    // Stock only falls, so whatever was refused asked more than is left at the end; and as most one-unit orders
    // cannot have fitted, one was refused, which only an empty shelf does.
    for (const quantity of refused) expect(quantity).toBeGreaterThan(left);
    expect(left).toBe(0);
    for (const answer of answers.filter((reply) => reply.status === 409))
      expect(answer.body).toMatchObject({ code: 'outOfStock', short: [{ id: productId }] });
  });
});
