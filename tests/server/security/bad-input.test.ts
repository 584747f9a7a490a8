// DESIGN: "bad input gets a 400 with a clear message, never a 500". A NUL character in any text, an id beyond
// PostgreSQL's integer (2^31−1) and JSON nested 100,000 deep are each a 400 that says what is wrong, and nothing
// reaches the error log.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonNestingDepth } from '../../../server/http/body';
import { type LoggedIn, logIn } from '../support/customers';
import { buildOrder, paymentInitiateBody } from '../support/orders';
import { type Failure, openSeededApp, type SeededApp } from '../support/seeded-app';

const logError = vi.fn();
let shop: SeededApp;
let noura: LoggedIn;
let keys = 0;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development', logError });
  noura = await logIn(shop);
});
afterAll(() => shop.close());

const post = (path: string, body: unknown, idempotent = false) =>
  shop.post<Failure>(path, body, {
    token: noura.token,
    language: 'en',
    ...(idempotent ? { idempotencyKey: `bad-input-${++keys}` } : {}),
  });

const address = (changes: Record<string, unknown> = {}) => ({
  street: 'Street 12',
  area: 'Hawalli',
  city: 'Salmiya',
  country: 'Kuwait',
  governorate: 'Hawalli',
  user_id: noura.id,
  full_name: 'Noura Al-Sabah',
  phone: '+96551234567',
  address: 'Building 4',
  pickupLocation: { latitude: 29.3375, longitude: 48.0758 },
  ...changes,
});
const event = (changes: Record<string, unknown> = {}) => ({
  type: 'CartAbandoned',
  at: '2026-06-01T09:10:00.000Z',
  payload: { itemCount: 1 },
  ...changes,
});
const order = async (
  change: (body: {
    order_detail: Record<string, unknown>;
    product_details: Record<string, unknown>[];
  }) => void,
) => {
  const { body } = await buildOrder(shop, noura, { lines: [{ productId: 6, quantity: 1 }] });
  change(body);
  return body;
};

const nul = 'Noura\u0000 Al-Sabah';

describe('a NUL character in any text is a 400 naming the field', () => {
  it.each([
    ['an address', '/api/address/store', () => address({ full_name: nul }), 'full_name'],
    ['a name', '/api/customer/update-name', () => ({ phone: noura.phone, name: nul }), 'name'],
    ['a payment', '/api/payment/initiate', () => paymentInitiateBody({ CustomerName: nul }), 'CustomerName'],
    ['an event', '/api/events', () => event({ payload: { note: nul } }), 'payload.note'],
    [
      'an event’s field name',
      '/api/events',
      () => event({ payload: { [nul]: 1 } }),
      'payload.Noura\\u0000 Al-Sabah',
    ],
    ['a login', '/api/customer/send-otp', () => ({ phone: '+96550000000', token: nul }), 'token'],
  ])('in %s', async (_, path, body, field) => {
    const reply = await post(path, body(), true);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      `The field "${field}" contains a NUL character, which is not allowed in text.`,
    );
  });

  it('in an order', async () => {
    const body = await order((built) => {
      built.order_detail.full_name = nul;
    });
    const reply = await post('/api/order/store', body, true);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toContain('"order_detail.full_name" contains a NUL character');
  });

  it('in a search, or anywhere in the address of a request', async () => {
    for (const path of [
      '/api/getProductName?name=oud%00',
      '/api/getPromoValid/A%00B',
      '/api/getProductById/1%00',
    ]) {
      const reply = await shop.get<Failure>(path, 'en');
      expect(reply.status, path).toBe(400);
      expect(reply.body.message).toBe(
        'The address of the request contains a NUL character, which is not allowed.',
      );
    }
  });
});

describe('an id beyond 2^31−1 is a 400 naming the field', () => {
  it.each([
    ['product_details[0].id', 2_147_483_648],
    ['product_details[0].id', '2147483648'],
    ['product_details[0].id', 2 ** 53],
    ['product_details[0].v_id', 2_147_483_648],
    ['product_details[0].v_id', '9999999999'],
    ['product_details[0].odoo_id', 1e12],
  ])('%s = %j', async (field, value) => {
    const body = await order((built) => {
      const line = built.product_details[0] as Record<string, unknown>;
      line[field.split('.')[1] as string] = value;
    });
    const reply = await post('/api/order/store', body, true);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(`The field "${field}" is missing or not valid.`);
  });

  it('order_detail.user_id and an address’s user_id', async () => {
    const body = await order((built) => {
      built.order_detail.user_id = 3_000_000_000;
    });
    expect((await post('/api/order/store', body, true)).body.message).toContain('"order_detail.user_id"');
    const stored = await post('/api/address/store', address({ user_id: '2147483648' }));
    expect(stored.status).toBe(400);
    expect(stored.body.message).toBe('The field "user_id" is missing or not valid.');
  });
});

describe('JSON nested 100,000 deep is a 400, not a stack overflow', () => {
  const deep = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['/api/order/store', (nested: string) => `{"order_detail":${nested},"product_details":[]}`],
    ['/api/customer/update-name', (nested: string) => `{"phone":${nested}}`],
    ['/api/address/store', (nested: string) => nested],
  ])('%s', async (path, wrap) => {
    const reply = await post(path, wrap(deep(100_000)), true);
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'The request body is nested too deeply (at most 32 levels of objects and lists).',
    );
  });

  it('/api/events: refused by its 4 KB cap (413), or as too deep when it fits (400)', async () => {
    const wrap = (nested: string) =>
      `{"type":"CartAbandoned","at":"2026-06-01T09:10:00Z","payload":{"a":${nested}}}`;
    expect((await post('/api/events', wrap(deep(100_000)), true)).status).toBe(413);
    const fits = await post('/api/events', wrap(deep(1_500)), true);
    expect(fits.status).toBe(400);
    expect(fits.body.message).toContain('nested too deeply');
  });

  it('counts nesting outside strings only', () => {
    expect(jsonNestingDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonNestingDepth('"\\"[["')).toBe(0);
  });
});

describe('none of it is a fault', () => {
  it('logged no error for any of these requests', () => {
    expect(logError).not.toHaveBeenCalled();
  });
});
