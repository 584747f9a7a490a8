// The client validates every response with the zod schemas of src/domain/schemas (docs/API.md). Parsing the
// reference server's real replies with those same schemas keeps the two sides of the contract in step.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  AddressDeleteResponseSchema,
  AddressGetResponseSchema,
  AddressListResponseSchema,
  AddressPayloadSchema,
  AddressSaveResponseSchema,
  ApiErrorResponseSchema,
  ArrivalsResponseSchema,
  BannersResponseSchema,
  CategoryProductsResponseSchema,
  CategoryTreeResponseSchema,
  DeliveryChargesResponseSchema,
  FeaturedCategoriesResponseSchema,
  HasVariantsResponseSchema,
  HomeCategoriesResponseSchema,
  OrderDetailResponseSchema,
  OrderStorePayloadSchema,
  OrderStoreResponseSchema,
  OrdersListResponseSchema,
  PaymentInitiatePayloadSchema,
  PaymentInitiateResponseSchema,
  PaymentStatusResponseSchema,
  ProductByIdResponseSchema,
  PromoValidationResponseSchema,
  ReelsResponseSchema,
  SearchResponseSchema,
  SectionsResponseSchema,
  SendOtpResponseSchema,
  SubTwoCategoriesResponseSchema,
  UpdateNameResponseSchema,
  VerifyOtpResponseSchema,
} from '../../src/domain/schemas';
import { logIn, newPhone } from './support/customers';
import { buildOrder } from './support/orders';
import { openSeededApp, type SeededApp } from './support/seeded-app';

// Development mode, so send-otp returns the debug code the customer calls below need.
let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development' });
});
afterAll(() => shop.close());

const calls: [path: string, schema: z.ZodType][] = [
  ['/api/getBanners', BannersResponseSchema],
  ['/api/get-featured-categories', FeaturedCategoriesResponseSchema],
  ['/api/getAllCatesWithSubWeb', CategoryTreeResponseSchema],
  ['/api/getAllCatesWithSub', CategoryTreeResponseSchema],
  ['/api/getListSubTwoCategory', SubTwoCategoriesResponseSchema],
  ['/api/getHomeCategories', HomeCategoriesResponseSchema],
  ['/api/getArrivals', ArrivalsResponseSchema],
  ['/api/sections', SectionsResponseSchema],
  ['/api/category/1/products', CategoryProductsResponseSchema],
  ['/api/getProductById/1', ProductByIdResponseSchema],
  ['/api/hasVariants/1', HasVariantsResponseSchema],
  ['/api/getProductName?name=oud', SearchResponseSchema],
  ['/api/get-reels', ReelsResponseSchema],
  ['/api/getPromoValid/WELCOME10', PromoValidationResponseSchema],
  ['/api/getPromoValid/EXPIRED50', PromoValidationResponseSchema],
  ['/api/deliveryCharges_admin', DeliveryChargesResponseSchema],
  ['/api/getProductById/999999', ApiErrorResponseSchema],
  ['/api/getProductById/abc', ApiErrorResponseSchema],
];

describe('the client schemas accept what the server sends (docs/API.md)', () => {
  it.each(calls)('%s', async (path, schema) => {
    const { body } = await shop.get<unknown>(path);
    const result = schema.safeParse(body);
    expect(result.error?.issues ?? []).toEqual([]);
  });
});

/** Parses with the client schema and returns the parsed value, failing with zod's issues otherwise. */
function clientReads<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body);
  expect(result.error?.issues ?? []).toEqual([]);
  return result.data as z.output<S>;
}

describe('the client schemas accept the login answers (SPEC §7 Login)', () => {
  it('send-otp, verify-otp (right and wrong code) and update-name', async () => {
    const phone = newPhone();
    const sent = clientReads(
      SendOtpResponseSchema,
      (await shop.post('/api/customer/send-otp', { phone, token: '' })).body,
    );
    expect(sent.success).toBe(true);
    const wrong = await shop.post('/api/customer/verify-otp', {
      phone,
      otp: sent.otp === '0000' ? '1111' : '0000',
    });
    expect(clientReads(VerifyOtpResponseSchema, wrong.body)).toMatchObject({ success: false, data: null });
    const right = await shop.post('/api/customer/verify-otp', { phone, otp: sent.otp, token: '' });
    const session = clientReads(VerifyOtpResponseSchema, right.body);
    expect(session.data).toMatchObject({ token: expect.any(String), userId: expect.any(Number), phone });
    const renamed = await shop.post(
      '/api/customer/update-name',
      { phone, name: 'Noura' },
      { token: session.data?.token ?? '' },
    );
    expect(clientReads(UpdateNameResponseSchema, renamed.body).success).toBe(true);
    const refused = await shop.post('/api/customer/update-name', { phone, name: 'Noura' });
    expect(clientReads(ApiErrorResponseSchema, refused.body).message).toEqual(expect.any(String));
  });
});

describe('the client schemas accept the address answers (SPEC §7 Addresses)', () => {
  it('store, update, get, list and delete, for a payload built by the client schema', async () => {
    const customer = await logIn(shop);
    const payload = AddressPayloadSchema.parse({
      street: 'Street 1',
      area: 'Hawalli',
      city: 'Salmiya',
      country: 'Kuwait',
      governorate: 'Hawalli',
      user_id: customer.id,
      full_name: 'Noura',
      phone: '+96551234567',
      address: 'Flat 2',
      pickupLocation: JSON.stringify({ latitude: 29.3, longitude: 48 }),
    });
    const options = { token: customer.token };
    const saved = clientReads(
      AddressSaveResponseSchema,
      (await shop.post('/api/address/store', payload, options)).body,
    );
    const id = typeof saved.data === 'object' ? saved.data?.id : undefined;
    expect(id).toEqual(expect.any(Number));
    const updated = await shop.post(`/api/address/${id}/update`, { ...payload, city: 'Jabriya' }, options);
    expect(clientReads(AddressSaveResponseSchema, updated.body).data).toMatchObject({ city: 'Jabriya' });
    const one = clientReads(AddressGetResponseSchema, (await shop.get(`/api/address/${id}`, options)).body);
    expect(one.address).toMatchObject({ id, pickupLocation: { latitude: 29.3, longitude: 48 } });
    const list = await shop.get(`/api/user/${customer.id}/addresses`, options);
    expect(clientReads(AddressListResponseSchema, list.body).data).toHaveLength(1);
    const deleted = await shop.post(`/api/address/${id}/delete`, {}, options);
    expect(clientReads(AddressDeleteResponseSchema, deleted.body).deleted).toBe(true);
  });
});

describe('the client schemas accept the payment and order answers (SPEC §7 Payment and orders)', () => {
  it('a card checkout: initiate, hosted page, status, order store, list and detail', async () => {
    const customer = await logIn(shop);
    const options = { token: customer.token };
    const order = await buildOrder(shop, customer, {
      lines: [{ productId: 6, quantity: 3 }],
      paymentType: 'card',
    });
    const payment = PaymentInitiatePayloadSchema.parse({
      InvoiceValue: order.totalFils / 1000,
      CustomerName: 'Noura',
      CustomerEmail: 'noura@example.com',
      CustomerMobile: '96551234567',
      CustomerReference: null,
      Language: 'ar',
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: 'http://localhost/payment-callback',
      ErrorUrl: 'http://localhost/payment-error',
      orderId: null,
    });
    const initiated = clientReads(
      PaymentInitiateResponseSchema,
      (await shop.post('/api/payment/initiate', payment, options)).body,
    );
    expect(initiated).toMatchObject({ ok: true, invoiceUrl: expect.stringContaining('/api/pay/') });
    const invoiceId = initiated.invoiceId ?? '';
    const paid = await shop.request(`/api/pay/${invoiceId}/pay`, { method: 'POST' });
    // The shopper comes back with the attempt's own PaymentId; its status names the invoice, as with the real provider.
    const paymentId = new URL(paid.headers.get('Location') ?? '').searchParams.get('paymentId') ?? '';
    expect(paymentId).not.toBe(invoiceId);
    const status = await shop.get(`/api/payment/status?paymentId=${paymentId}`, options);
    expect(clientReads(PaymentStatusResponseSchema, status.body)).toMatchObject({
      ok: true,
      paid: true,
      invoiceId,
    });

    // The client schema keeps only SPEC §3's fields; a card order adds the invoice it was paid with.
    const body = OrderStorePayloadSchema.parse(order.body);
    const withInvoice = { ...body, order_detail: { ...body.order_detail, invoice_id: invoiceId } };
    const stored = await shop.post('/api/order/store', withInvoice, {
      ...options,
      idempotencyKey: 'contract-1',
    });
    const created = clientReads(OrderStoreResponseSchema, stored.body);
    expect(created.ok).toBe(true);
    const list = await shop.get(`/api/user/${customer.id}/orders`, options);
    expect(clientReads(OrdersListResponseSchema, list.body).data).toHaveLength(1);
    const detail = await shop.get(`/api/order/${created.orderId}/${customer.id}`, options);
    expect(clientReads(OrderDetailResponseSchema, detail.body)).toMatchObject({
      id: created.orderId,
      payment_status: 'paid',
      products: [{ id: 6, quantity: 3 }],
      Customer: { phone: customer.phone },
    });
    // The invoice already paid for an order: a second key hears that order's id, not a second order.
    const again = await shop.post('/api/order/store', withInvoice, {
      ...options,
      idempotencyKey: 'contract-2',
    });
    expect(clientReads(OrderStoreResponseSchema, again.body)).toMatchObject({
      ok: true,
      orderId: created.orderId,
    });
  });
});
