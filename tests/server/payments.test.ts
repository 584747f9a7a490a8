import { describe, expect, it } from 'vitest';
import { toKdString } from '../../src/domain/shared/money';
import { type LoggedIn, shopWithCustomers } from './support/customers';
import { attemptOn, cardPayment } from './support/orders';
import type { Failure, SeededApp } from './support/seeded-app';

type Initiated = { status: string; Data: { invoiceURL: string; invoiceId: string } };
type Transaction = { PaymentId: string; TransactionStatus: string; TransactionDate: string };
type Status = {
  status: string;
  Data: {
    InvoiceId: string;
    InvoiceStatus: string;
    InvoiceValue: number;
    InvoiceTransactions: Transaction[];
  };
};

let shop: SeededApp;
let noura: LoggedIn;
let salem: LoggedIn;
shopWithCustomers(2, {}, (opened) => {
  [shop, noura, salem] = opened;
});

/** SPEC §7 POST /payment/initiate body. app.request serves http://localhost, the origin URLs are checked against. */
const initiateBody = (changes: Record<string, unknown> = {}) => ({
  InvoiceValue: 12.5,
  CustomerName: 'Noura',
  CustomerEmail: 'noura@example.com',
  CustomerMobile: '96551234567',
  CustomerReference: 'cart-1',
  Language: 'en',
  DisplayCurrencyIso: 'KWD',
  CallBackUrl: 'http://localhost/payment-callback',
  ErrorUrl: '/payment-error?from=card',
  orderId: null,
  ...changes,
});
const initiate = (changes?: Record<string, unknown>, customer = noura) =>
  shop.post<Initiated>('/api/payment/initiate', initiateBody(changes), {
    token: customer.token,
    language: 'en',
  });
/** SPEC §7's form: by the PaymentId of the attempt the shopper came back with. */
const statusOf = (paymentId: string, customer = noura) =>
  shop.get<Status>(`/api/payment/status?paymentId=${paymentId}`, { token: customer.token });
/** MyFatoorah's GetPaymentStatus form: a Key and its KeyType. */
const statusBy = (keyType: string, key: string, customer = noura) =>
  shop.get<Status>(`/api/payment/status?Key=${key}&KeyType=${keyType}`, { token: customer.token });
const invoiceStatusOf = async (invoiceId: string) =>
  (await statusBy('InvoiceId', invoiceId)).body.Data.InvoiceStatus;
const PAYMENT_ID = /^[A-Za-z0-9_-]{24}$/;
/** The sources a Content-Security-Policy allows images from (img-src, else default-src). */
function imageSources(policy: string | null): string[] {
  const directives = new Map(
    (policy ?? '').split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
  return directives.get('img-src') ?? directives.get('default-src') ?? [];
}

describe('POST /payment/initiate (SPEC §7 Payment and orders; DESIGN simulated card provider)', () => {
  it("answers status success with the absolute URL of the server's own hosted page and the invoice id", async () => {
    const reply = await initiate();
    expect(reply.status).toBe(200);
    const { invoiceId, invoiceURL } = reply.body.Data;
    expect(reply.body.status).toBe('success');
    expect(invoiceId).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(invoiceURL).toBe(`http://localhost/api/pay/${invoiceId}`);
  });

  it.each([
    ['InvoiceValue', { InvoiceValue: 0 }],
    ['InvoiceValue', { InvoiceValue: -3 }],
    ['InvoiceValue', { InvoiceValue: 1.0005 }],
    // A number, as docs/API.md says: the provider's API takes no text for an amount.
    ['InvoiceValue', { InvoiceValue: '12.5' }],
    ['lines[0].quantity', { lines: [{ id: 6, v_id: null, quantity: '1' }] }],
    ['CustomerEmail', { CustomerEmail: 'no-at-sign' }],
    ['CustomerName', { CustomerName: ' ' }],
    ['Language', { Language: 'fr' }],
    ['DisplayCurrencyIso', { DisplayCurrencyIso: 'USD' }],
  ])(
    'refuses a bad %s with a 400 naming it (SPEC §5 Payment initialisation checks)',
    async (field, changes) => {
      const reply = await initiate(changes);
      expect(reply.status).toBe(400);
      expect((reply.body as unknown as Failure).message).toBe(
        `The field "${field}" is missing or not valid.`,
      );
    },
  );

  it.each([
    ['CallBackUrl', 'https://evil.example/steal'],
    ['CallBackUrl', '//evil.example/steal'],
    ['ErrorUrl', 'javascript:alert(1)'],
    ['ErrorUrl', 'http://localhost:8080/payment-error'],
  ])('never redirects elsewhere: refuses %s %s with a 400', async (field, url) => {
    const reply = await initiate({ [field]: url });
    expect(reply.status).toBe(400);
    expect((reply.body as unknown as Failure).message).toBe(
      `The field "${field}" must be a page of this shop (same origin or a relative path).`,
    );
  });

  it('needs a logged-in customer (SPEC §6)', async () => {
    const reply = await shop.post<Failure>('/api/payment/initiate', initiateBody());
    expect(reply.status).toBe(401);
  });
});

describe('GET /pay/{invoiceId}: the hosted payment page', () => {
  it('shows the amount in KWD with the 2 decimals the shop shows (SPEC §9) and Pay / Decline forms, with no outside assets', async () => {
    const { invoiceId } = (await initiate({ InvoiceValue: 7.25 })).body.Data;
    const response = await shop.request(`/api/pay/${invoiceId}?lang=en`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('<bdi>7.25</bdi> KWD');
    // The hosted page says whom the shopper pays, for which invoice, in whose name.
    expect(html).toContain('Gulf Shop');
    expect(html).toContain(`<dt>Invoice</dt><dd><bdi>${invoiceId}</bdi></dd>`);
    expect(html).toContain('<dt>Name</dt><dd><bdi>Noura</bdi></dd>');
    expect(html).toContain(`<form method="post" action="${invoiceId}/pay?lang=en">`);
    expect(html).toContain(`<form method="post" action="${invoiceId}/decline?lang=en">`);
    expect(html).toMatch(/<button class="pay" type="submit">Pay<\/button>/);
    expect(html).not.toMatch(/<script|<img|src=|https?:\/\//);
    // Its one link is its own icon, written into the page.
    expect(html.match(/<link [^>]*>/g)).toEqual([expect.stringMatching(/rel="icon".* href="data:/)]);
  });

  it('writes an amount of odd fils as the shop writes it, rounded to 2 decimals (SPEC §9)', async () => {
    const { invoiceId } = (await initiate({ InvoiceValue: 12.345 })).body.Data;
    const html = await (await shop.request(`/api/pay/${invoiceId}?lang=en`)).text();
    expect(html).toContain(`<bdi>${toKdString(12_345)}</bdi> KWD`);
    expect(html).toContain('<bdi>12.35</bdi> KWD');
  });

  it('names an icon its own policy allows, so no browser asks for /favicon.ico and is refused', async () => {
    const { invoiceId } = (await initiate()).body.Data;
    for (const path of [`/api/pay/${invoiceId}?lang=en`, '/api/pay/AAAAAAAAAAAAAAAA?lang=ar']) {
      const response = await shop.request(path);
      const icon = (await response.text()).match(/<link rel="icon"[^>]* href="([^"]+)"/)?.[1] ?? '';
      expect(icon).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(imageSources(response.headers.get('Content-Security-Policy'))).toContain('data:');
    }
  });

  it('writes the name the shop sent as text, never as markup', async () => {
    const { invoiceId } = (await initiate({ CustomerName: '<img src=x onerror=alert(1)>' })).body.Data;
    const html = await (await shop.request(`/api/pay/${invoiceId}?lang=en`)).text();
    expect(html).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(html).not.toContain('<img');
  });

  it('speaks Arabic, right to left, by ?lang=ar or by Accept-Language', async () => {
    const { invoiceId } = (await initiate()).body.Data;
    const byQuery = await (await shop.request(`/api/pay/${invoiceId}?lang=ar`)).text();
    expect(byQuery).toContain('<html lang="ar" dir="rtl">');
    const english = await shop.request(`/api/pay/${invoiceId}?lang=en`, {
      headers: { 'Accept-Language': 'ar' },
    });
    expect(english.headers.get('Content-Language')).toBe('en');
    expect(byQuery).toContain('ادفع');
    expect(byQuery).toContain('متجر الخليج');
    const byHeader = await shop.request(`/api/pay/${invoiceId}`, { headers: { 'Accept-Language': 'ar-KW' } });
    expect(await byHeader.text()).toContain('<bdi>12.50</bdi> د.ك');
  });

  it('answers an unknown invoice with a 404 page', async () => {
    const response = await shop.request('/api/pay/AAAAAAAAAAAAAAAA?lang=en');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This payment does not exist.');
  });
});

describe('paying or declining on the hosted page (SPEC §2 Payment-callback, Payment-error; §4 Checkout flows)', () => {
  it("Pay makes the invoice Paid and redirects (303) to CallBackUrl?paymentId= the attempt's own PaymentId", async () => {
    const { invoiceId } = (await initiate()).body.Data;
    expect((await statusBy('InvoiceId', invoiceId)).body).toEqual({
      status: 'success',
      Data: expect.objectContaining({
        InvoiceStatus: 'Pending',
        InvoiceValue: 12.5,
        InvoiceTransactions: [],
      }),
    });
    const response = await shop.request(`/api/pay/${invoiceId}/pay?lang=en`, { method: 'POST' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe('http://localhost/payment-callback');
    const paymentId = location.searchParams.get('paymentId') ?? '';
    expect(paymentId).toMatch(PAYMENT_ID);
    expect(paymentId).not.toBe(invoiceId);
    expect(await invoiceStatusOf(invoiceId)).toBe('Paid');
  });

  it('Decline records a failed attempt, leaves the invoice payable and redirects to ErrorUrl with its PaymentId, ErrorMessage and ErrorCode', async () => {
    const { invoiceId } = (await initiate()).body.Data;
    const response = await shop.request(`/api/pay/${invoiceId}/decline?lang=en`, { method: 'POST' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('Location') ?? '');
    expect(location.origin + location.pathname).toBe('http://localhost/payment-error');
    const { paymentId, ...rest } = Object.fromEntries(location.searchParams);
    expect(rest).toEqual({ from: 'card', ErrorMessage: 'The payment was declined.', ErrorCode: 'DECLINED' });
    expect(paymentId).toMatch(PAYMENT_ID);
    // As with MyFatoorah: the invoice stays Pending, and the decline is a Failed transaction of it.
    expect((await statusOf(paymentId ?? '')).body.Data).toMatchObject({
      InvoiceId: invoiceId,
      InvoiceStatus: 'Pending',
      InvoiceTransactions: [{ PaymentId: paymentId, TransactionStatus: 'Failed' }],
    });
    const page = await (await shop.request(`/api/pay/${invoiceId}?lang=en`)).text();
    expect(page).toContain('The last attempt was declined. You can try again.');
    expect(page).toContain(`<form method="post" action="${invoiceId}/pay?lang=en">`);
  });

  it('gives a decline and then a pay on one invoice two PaymentIds of their own; the status by each names the invoice', async () => {
    const { invoiceId } = (await initiate()).body.Data;
    const declined = await attemptOn(shop, invoiceId, 'decline');
    const paid = await attemptOn(shop, invoiceId, 'pay');
    expect(declined.location.pathname).toBe('/payment-error');
    expect(paid.location.pathname).toBe('/payment-callback');
    expect(new Set([declined.paymentId, paid.paymentId, invoiceId]).size).toBe(3);
    const transactions = [
      { PaymentId: declined.paymentId, TransactionStatus: 'Failed' },
      { PaymentId: paid.paymentId, TransactionStatus: 'Succss' },
    ];
    for (const paymentId of [declined.paymentId, paid.paymentId]) {
      const reply = await statusOf(paymentId);
      expect(reply.status).toBe(200);
      expect(reply.body.Data).toMatchObject({
        InvoiceId: invoiceId,
        InvoiceStatus: 'Paid',
        InvoiceValue: 12.5,
        InvoiceTransactions: transactions.map((transaction) => expect.objectContaining(transaction)),
      });
    }
    expect((await statusBy('PaymentId', paid.paymentId)).body.Data.InvoiceId).toBe(invoiceId);
    expect((await statusBy('InvoiceId', invoiceId)).body.Data.InvoiceTransactions).toHaveLength(2);
  });

  it('takes no further attempt once paid: a later Decline or Pay returns to the callback with the paying PaymentId', async () => {
    const { invoiceId } = (await initiate()).body.Data;
    const paid = await attemptOn(shop, invoiceId, 'pay');
    for (const outcome of ['decline', 'pay'] as const) {
      const again = await attemptOn(shop, invoiceId, outcome);
      expect(again.location.pathname).toBe('/payment-callback');
      expect(again.paymentId).toBe(paid.paymentId);
    }
    expect(await invoiceStatusOf(invoiceId)).toBe('Paid');
    expect((await statusOf(paid.paymentId)).body.Data.InvoiceTransactions).toHaveLength(1);
    const page = await (await shop.request(`/api/pay/${invoiceId}?lang=en`)).text();
    expect(page).toContain('This payment has been made.');
    expect(page).toContain(`/payment-callback?paymentId=${paid.paymentId}`);
    expect(page).not.toContain('<form');
  });

  it('lets one of several Pay posts arriving together pay: every one returns with the same PaymentId', async () => {
    const { invoiceId } = (await initiate()).body.Data;
    const posts = await Promise.all([1, 2, 3].map(() => attemptOn(shop, invoiceId, 'pay')));
    expect(new Set(posts.map((post) => post.paymentId)).size).toBe(1);
    const { Data } = (await statusBy('InvoiceId', invoiceId)).body;
    expect(Data.InvoiceTransactions.map((transaction) => transaction.PaymentId)).toEqual([
      posts[0]?.paymentId,
    ]);
  });

  it('answers Pay or Decline on an unknown invoice with the 404 page', async () => {
    const response = await shop.request('/api/pay/AAAAAAAAAAAAAAAA/pay?lang=en', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This payment does not exist.');
  });
});

describe('GET /payment/status (SPEC §7; MyFatoorah GetPaymentStatus Key and KeyType)', () => {
  it('still answers an invoice id under paymentId, as return links from before attempts had ids carry one', async () => {
    const invoiceId = await cardPayment(shop, noura, 3);
    expect((await statusOf(invoiceId)).body.Data).toMatchObject({
      InvoiceId: invoiceId,
      InvoiceStatus: 'Paid',
    });
  });

  it("answers 404 for another customer's invoice or attempt, 400 for a malformed key and 401 without a token", async () => {
    const { invoiceId } = (await initiate()).body.Data;
    const { paymentId } = await attemptOn(shop, invoiceId, 'decline');
    expect((await statusOf(invoiceId, salem)).status).toBe(404);
    expect((await statusOf(paymentId, salem)).status).toBe(404);
    expect((await statusBy('PaymentId', paymentId, salem)).status).toBe(404);
    expect((await statusOf('B'.repeat(24))).status).toBe(404);
    for (const query of [
      'paymentId=x',
      '',
      `Key=${invoiceId}&KeyType=PaymentId`,
      `Key=${paymentId}&KeyType=InvoiceId`,
      `Key=${invoiceId}&KeyType=CustomerReference`,
      `Key=${invoiceId}`,
    ]) {
      const reply = await shop.get(`/api/payment/status?${query}`, { token: noura.token });
      expect([query, reply.status]).toEqual([query, 400]);
    }
    expect((await shop.get(`/api/payment/status?paymentId=${paymentId}`)).status).toBe(401);
  });
});
