/**
 * A backend that offers SPEC §7's calls, in SPEC §3's and §7's shapes, and nothing more: what an ERP in front of
 * which the shop is deployed may offer. Every other call (the reference server's additions, docs/API.md "Calls
 * beyond SPEC §7") is a 404. It keeps a small catalogue of its own (names the reference server's seed has nowhere),
 * logs customers in with a 4-digit code it returns as SPEC §2's debug code, and keeps addresses, orders and card
 * payments in memory. Payments are MyFatoorah-shaped, as SPEC §7's field names are: an invoice with a hosted page on
 * this backend's own origin, whose Pay is an attempt with a PaymentId of its own, returned to the shop's CallBackUrl.
 * The API is served under `/api`, the hosted page under `/pay`. Tests only; it shares no code with server/.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

const category = (id: number, name: string, nameEn: string, level: number, totalProducts: number) => ({
  id,
  name,
  name_en: nameEn,
  image: null,
  level,
  total_products: totalProducts,
});

const product = (id: number, name: string, nameEn: string, price: number, categoryId: number) => ({
  id,
  name,
  name_en: nameEn,
  price,
  old_price: null,
  image: null,
  images: [],
  description: `<p>${name}</p>`,
  description_sale: '',
  quantity: 12,
  default_code: `SPEC-${id}`,
  barcode: `62800${id}`,
  sub_location: 'A1',
  odoo_id: 9000 + id,
  category: categoryId,
  v_id: null,
});

export const specCatalogue = {
  top: [category(1, 'الصقارة', 'Falconry', 1, 2), category(2, 'العود والبخور', 'Oud & Incense', 1, 2)],
  sub: [category(11, 'براقع الصقور', 'Falcon Hoods', 2, 2), category(21, 'دهن العود', 'Oud Oils', 2, 2)],
  products: [
    product(101, 'برقع صقر جلدي', 'Leather Falcon Hood', 12.5, 11),
    product(102, 'قفاز الصقار', 'Falconer Glove', 9.75, 11),
    product(201, 'دهن عود كمبودي', 'Cambodian Oud Oil', 18, 21),
    product(202, 'بخور معمول', 'Bakhoor Bricks', 4.25, 21),
  ],
};

const parentOf: Record<number, number> = { 11: 1, 21: 2 };
const childrenOf = (id: number) => specCatalogue.sub.filter((sub) => parentOf[sub.id] === id);
const productsUnder = (id: number) =>
  specCatalogue.products.filter((item) => item.category === id || parentOf[item.category] === id);

/** SPEC §3 Category in menus (`sub`) or on home and the categories page (`childrens`). */
const tree = (key: 'sub' | 'childrens') =>
  specCatalogue.top.map((top) => ({
    ...top,
    [key]: childrenOf(top.id).map((sub) => ({ ...sub, [key]: [] })),
  }));

export interface SpecOrder {
  id: number;
  userId: number;
  detail: Json;
  lines: Json[];
  createdAt: string;
}

export interface SpecInvoice {
  invoiceId: number;
  value: number;
  reference: string;
  callBackUrl: string;
  errorUrl: string;
  status: 'Pending' | 'Paid';
  /** Each Pay on the hosted page: an attempt with its own PaymentId. */
  paymentIds: string[];
}

export interface SpecBackend {
  /** Where it listens: the API is `${url}/api`, the hosted payment page `${url}/pay/{invoiceId}`. */
  url: string;
  orders: SpecOrder[];
  invoices: SpecInvoice[];
  /** Every call it answered 404 because SPEC §7 lacks it, as `METHOD /path`. */
  notOffered: string[];
  close(): Promise<void>;
}

class Reply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

interface Call {
  /** The path's parameters, in the order of the route's pattern. */
  params: string[];
  query: URLSearchParams;
  request: IncomingMessage;
}

/** A call: method, path pattern (a regular expression's source, matched whole) and its answer, or null to pass. */
type Route = [
  method: 'GET' | 'POST',
  path: string,
  answer: (call: Call) => Reply | null | Promise<Reply | null>,
];

const json = (body: unknown, status = 200) => new Reply(status, body);
const notFound = () => json({ status: false, message: 'Not found' }, 404);
/** An ERP's refusal of a body it cannot store, as Laravel-style backends answer one. */
const unprocessable = () => json({ status: false, message: 'The given data was invalid.' }, 422);

async function readBody(request: IncomingMessage): Promise<Json> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (text === '') return {};
  const parsed: unknown = JSON.parse(text);
  return parsed && typeof parsed === 'object' ? (parsed as Json) : {};
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : typeof value === 'number' ? String(value) : null;

export function startSpecBackend(): Promise<SpecBackend> {
  let origin = '';
  const codes = new Map<string, string>();
  const users = new Map<string, { id: number; phone: string; name: string | null }>();
  const tokens = new Map<string, number>();
  const addresses = new Map<number, Json & { id: number; user_id: number }>();
  const orders: SpecOrder[] = [];
  const invoices: SpecInvoice[] = [];
  const notOffered: string[] = [];
  let nextId = 1;

  const customerOf = (request: IncomingMessage): number | undefined => {
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    return token ? tokens.get(token) : undefined;
  };
  const refused = () => json({ status: false, message: 'Unauthenticated.' }, 401);

  /** SPEC §3 Address as returned by the server, from SPEC §3's payload. */
  function storedAddress(id: number, userId: number, body: Json) {
    const pickup =
      typeof body.pickupLocation === 'string' ? JSON.parse(body.pickupLocation) : body.pickupLocation;
    return {
      id,
      user_id: userId,
      full_name: text(body.full_name) ?? text(body.fullName),
      street: text(body.street),
      city: text(body.city),
      area: text(body.area) ?? text(body.governorate),
      phone: text(body.phone),
      country: text(body.country),
      email: text(body.email),
      address: text(body.address),
      pickupLocation: pickup ?? null,
      latitude: pickup?.latitude ?? null,
      longitude: pickup?.longitude ?? null,
      countryCode: text(body.phone)?.startsWith('+965') ? '+965' : null,
    };
  }

  /** SPEC §3 Order as read back. */
  function orderRead(order: SpecOrder) {
    const detail = order.detail;
    return {
      id: order.id,
      created_at: order.createdAt,
      order_status: 'pending',
      payment_status: detail.paymentType === 'card' ? 'paid' : 'pending',
      paymentType: detail.paymentType,
      total_price: detail.total_price,
      sub_total: detail.subtotal_price,
      delivery_charges: detail.delivery_price,
      discount: detail.discount,
      address: detail.address,
      Customer: { name: detail.full_name ?? null, phone: detail.phone_number ?? null },
      products: order.lines.map((line) => ({
        id: line.id,
        name: line.name,
        image: line.image ?? null,
        description: null,
        title: line.title ?? null,
        price: line.price,
        quantity: line.quantity,
      })),
    };
  }

  const invoiceByPayment = (paymentId: string) =>
    invoices.find((invoice) => invoice.paymentIds.includes(paymentId));

  /** The customer's own address of the call's first parameter, or the reply refusing it. */
  function ownAddress({ params, request }: Call): Reply | (Json & { id: number; user_id: number }) {
    const userId = customerOf(request);
    if (userId === undefined) return refused();
    const address = addresses.get(Number(params[0]));
    return address && address.user_id === userId
      ? address
      : json({ status: false, message: 'Not found' }, 404);
  }

  /** SPEC §7's calls, by method and path under the API's base. */
  const routes: Route[] = [
    ['GET', '/getBanners', () => json({ status: true, data: [] })],
    ['GET', '/get-featured-categories', () => json({ status: true, data: specCatalogue.sub })],
    ['GET', '/getAllCatesWithSubWeb', () => json({ status: true, data: tree('sub') })],
    ['GET', '/getAllCatesWithSub', () => json({ status: true, data: tree('childrens') })],
    ['GET', '/getListSubTwoCategory', () => json({ status: true, data: specCatalogue.sub })],
    ['GET', '/sections', () => json({ status: true, data: [] })],
    ['GET', '/get-reels', () => json({ status: true, data: [] })],
    [
      'GET',
      '/deliveryCharges_admin',
      () =>
        json({
          status: true,
          data: [
            {
              country: 'Kuwait',
              delivery_weight_range_start: 0,
              delivery_weight_range_end: 100,
              per_kg_price: 1,
              free_after: 50,
            },
          ],
        }),
    ],
    [
      'GET',
      '/getPromoValid/([^/]+)',
      ({ params }) =>
        decodeURIComponent(params[0] ?? '') === 'FALCON5'
          ? json({ status: true, promo_code: [{ code: 'FALCON5', discount: 5 }] })
          : json({ status: false, promo_code: [] }),
    ],
    [
      'GET',
      '/getProductName',
      ({ query }) => {
        const words = (query.get('name') ?? '').trim().toLowerCase();
        const found = specCatalogue.products.filter(
          (item) => words !== '' && `${item.name} ${item.name_en}`.toLowerCase().includes(words),
        );
        return json({ status: true, data: found });
      },
    ],
    [
      'GET',
      '/category/(\\d+)/products',
      ({ params }) => {
        const id = Number(params[0]);
        const found = [...specCatalogue.top, ...specCatalogue.sub].find((item) => item.id === id);
        if (!found) return json({ status: false, message: 'Category not found' }, 404);
        return json({
          status: true,
          data: { category: found, subcategories: childrenOf(id), products: productsUnder(id) },
        });
      },
    ],
    [
      'GET',
      '/getProductById/(\\d+)',
      ({ params }) => {
        const found = specCatalogue.products.find((item) => item.id === Number(params[0]));
        if (!found) return json({ status: false, message: 'Product not found' }, 404);
        return json({
          status: true,
          data: found,
          variant_system: { has_variants: false, available_attributes: {}, optimized_variants: [] },
          product_images: [],
        });
      },
    ],
    [
      'GET',
      '/hasVariants/(\\d+)',
      ({ params }) =>
        specCatalogue.products.some((item) => item.id === Number(params[0]))
          ? json({ status: true, data: { has_variants: false } })
          : json({ status: false, message: 'Product not found' }, 404),
    ],

    [
      'POST',
      '/customer/send-otp',
      async ({ request }) => {
        const phone = text((await readBody(request)).phone);
        if (!phone || !/^\+\d{8,15}$/.test(phone))
          return json({ success: false, message: 'Phone number is not correct' });
        const otp = String(randomInt(1000, 10_000));
        codes.set(phone, otp);
        return json({ success: true, otp, message: 'OTP sent' });
      },
    ],
    [
      'POST',
      '/customer/verify-otp',
      async ({ request }) => {
        const body = await readBody(request);
        const phone = text(body.phone) ?? '';
        if (!codes.has(phone) || codes.get(phone) !== text(body.otp))
          return json({ success: false, message: 'Incorrect verification code' });
        codes.delete(phone);
        const user = users.get(phone) ?? { id: nextId++, phone, name: null };
        users.set(phone, user);
        const token = randomBytes(24).toString('hex');
        tokens.set(token, user.id);
        return json({ success: true, data: { token, id: user.id, name: user.name, phone } });
      },
    ],
    [
      'POST',
      '/customer/update-name',
      async ({ request }) => {
        const userId = customerOf(request);
        if (userId === undefined) return refused();
        const body = await readBody(request);
        const user = [...users.values()].find((candidate) => candidate.id === userId);
        if (user) user.name = text(body.name);
        return json({ success: true });
      },
    ],

    [
      'POST',
      '/address/store',
      async ({ request }) => {
        const userId = customerOf(request);
        if (userId === undefined) return refused();
        const body = await readBody(request);
        if (!text(body.full_name ?? body.fullName) || !text(body.phone)) return unprocessable();
        const address = storedAddress(nextId++, userId, body);
        addresses.set(address.id, address);
        return json({ status: true, data: address });
      },
    ],
    [
      'POST',
      '/address/(\\d+)/update',
      async (call) => {
        const address = ownAddress(call);
        if (address instanceof Reply) return address;
        const updated = storedAddress(address.id, address.user_id, await readBody(call.request));
        addresses.set(address.id, updated);
        return json({ status: true, data: updated });
      },
    ],
    [
      'POST',
      '/address/(\\d+)/delete',
      (call) => {
        const address = ownAddress(call);
        if (address instanceof Reply) return address;
        addresses.delete(address.id);
        return json({ status: true, data: 'deleted' });
      },
    ],
    [
      'GET',
      '/address/(\\d+)',
      (call) => {
        const address = ownAddress(call);
        return address instanceof Reply ? address : json({ status: true, data: [address] });
      },
    ],
    [
      'GET',
      '/user/(\\d+)/addresses',
      ({ params, request }) => {
        const userId = customerOf(request);
        if (userId === undefined || userId !== Number(params[0])) return refused();
        return json({ status: true, data: [...addresses.values()].filter((a) => a.user_id === userId) });
      },
    ],

    [
      'POST',
      '/payment/initiate',
      async ({ request }) => {
        if (customerOf(request) === undefined) return refused();
        const body = await readBody(request);
        const value = Number(body.InvoiceValue);
        if (!(value > 0) || !text(body.CallBackUrl) || !text(body.ErrorUrl))
          return json({ status: 'error', message: 'Invalid data', errors: [{ Error: 'InvoiceValue' }] }, 400);
        const invoice: SpecInvoice = {
          invoiceId: 4_000_000 + invoices.length + 1,
          value,
          reference: text(body.CustomerReference) ?? '',
          callBackUrl: String(body.CallBackUrl),
          errorUrl: String(body.ErrorUrl),
          status: 'Pending',
          paymentIds: [],
        };
        invoices.push(invoice);
        return json({
          status: 'success',
          Data: { invoiceURL: `${origin}/pay/${invoice.invoiceId}`, invoiceId: invoice.invoiceId },
        });
      },
    ],
    [
      'GET',
      '/payment/status',
      ({ query, request }) => {
        // SPEC §7 asks by ?paymentId= only; MyFatoorah's Key and KeyType are beyond it.
        if (!query.has('paymentId')) return null;
        if (customerOf(request) === undefined) return refused();
        const invoice = invoiceByPayment(query.get('paymentId') ?? '');
        if (!invoice) return json({ status: 'error', message: 'Payment not found' }, 404);
        return json({
          status: 'success',
          Data: {
            InvoiceId: invoice.invoiceId,
            InvoiceStatus: invoice.status,
            InvoiceValue: invoice.value,
            CustomerReference: invoice.reference,
            InvoiceTransactions: invoice.paymentIds.map((PaymentId) => ({
              PaymentId,
              TransactionStatus: 'Succss',
            })),
          },
        });
      },
    ],

    [
      'POST',
      '/order/store',
      async ({ request }) => {
        const userId = customerOf(request);
        if (userId === undefined) return refused();
        const body = await readBody(request);
        const detail = (body.order_detail ?? {}) as Json;
        const lines = Array.isArray(body.product_details) ? (body.product_details as Json[]) : [];
        if (lines.length === 0 || !text(detail.paymentType)) return unprocessable();
        if (detail.paymentType === 'card') {
          const invoice = invoices.find(
            (candidate) => String(candidate.invoiceId) === text(detail.invoice_id),
          );
          if (invoice?.status !== 'Paid')
            return json({ status: 'error', message: 'The invoice is not paid' });
        }
        const order: SpecOrder = {
          id: 7000 + orders.length + 1,
          userId,
          detail,
          lines,
          createdAt: new Date().toISOString(),
        };
        orders.push(order);
        return json({ status: 'success', data: order.id });
      },
    ],
    [
      'GET',
      '/order/(\\d+)/(\\d+)',
      ({ params, request }) => {
        const userId = customerOf(request);
        if (userId === undefined || userId !== Number(params[1])) return refused();
        const order = orders.find(
          (candidate) => candidate.id === Number(params[0]) && candidate.userId === userId,
        );
        return order ? json(orderRead(order)) : json({ status: false, message: 'Order not found' }, 404);
      },
    ],
  ];

  async function api(method: string, path: string, query: URLSearchParams, request: IncomingMessage) {
    for (const [routeMethod, pattern, answer] of routes) {
      const match = routeMethod === method ? new RegExp(`^${pattern}$`).exec(path) : null;
      if (match) return answer({ params: match.slice(1), query, request });
    }
    return null;
  }

  /** The provider's hosted page: the amount and a Pay button, which returns to the shop with a new PaymentId. */
  function hostedPage(method: string, path: string): Reply | null {
    const match = /^\/pay\/(\d+)(\/pay)?$/.exec(path);
    const invoice = match
      ? invoices.find((candidate) => candidate.invoiceId === Number(match[1]))
      : undefined;
    if (!match || !invoice) return null;
    if (method === 'GET' && !match[2]) {
      const page = `<!doctype html><html lang="en"><head><title>Pay invoice ${invoice.invoiceId}</title></head>
<body><h1>Invoice ${invoice.invoiceId}</h1><p>${invoice.value.toFixed(3)} KWD</p>
<form method="post" action="/pay/${invoice.invoiceId}/pay"><button type="submit">Pay</button></form></body></html>`;
      return new Reply(200, page, { 'content-type': 'text/html; charset=utf-8' });
    }
    if (method === 'POST' && match[2]) {
      const paymentId = `0708${invoice.invoiceId}${String(invoice.paymentIds.length + 1).padStart(8, '0')}`;
      invoice.paymentIds.push(paymentId);
      invoice.status = 'Paid';
      const back = new URL(invoice.callBackUrl);
      back.searchParams.set('paymentId', paymentId);
      return new Reply(303, '', { location: back.href });
    }
    return null;
  }

  async function answer(request: IncomingMessage): Promise<Reply> {
    const url = new URL(request.url ?? '/', 'http://backend.invalid');
    const method = request.method ?? 'GET';
    const reply = url.pathname.startsWith('/api/')
      ? await api(method, url.pathname.slice('/api'.length), url.searchParams, request)
      : hostedPage(method, url.pathname);
    if (reply) return reply;
    notOffered.push(`${method} ${url.pathname}`);
    return notFound();
  }

  function send(response: ServerResponse, reply: Reply) {
    const isText = typeof reply.body === 'string';
    response.writeHead(reply.status, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      ...reply.headers,
    });
    response.end(isText ? reply.body : JSON.stringify(reply.body));
  }

  const server = createServer((request, response) => {
    answer(request).then(
      (reply) => send(response, reply),
      () => send(response, json({ status: false, message: 'Bad request' }, 400)),
    );
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      resolve({
        url: origin,
        orders,
        invoices,
        notOffered,
        close: () =>
          new Promise((closed) => {
            server.closeAllConnections();
            server.close(() => closed());
          }),
      });
    }),
  );
}
