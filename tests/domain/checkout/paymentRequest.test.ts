import { describe, expect, it } from 'vitest';
import {
  buildOrderPayload,
  buildPaymentRequest,
  type OrderStorePayload,
  orderTotals,
  PAYMENT_FALLBACK_EMAIL,
  PAYMENT_FALLBACK_NAME,
  PaymentInitiatePayloadSchema,
} from '../../../src/domain';
import { cartItem, selectedAddress } from '../factories';

function order(address = selectedAddress()): OrderStorePayload {
  const built = buildOrderPayload({
    userId: 9,
    address,
    items: [cartItem({ price: '2.5', quantity: 2 })],
    totals: orderTotals(5000, 1000, 0),
    paymentMethod: 'card',
    promoCode: null,
  });
  if (!built.ok) throw new Error('expected a payload');
  return built.payload;
}

const request = (o: OrderStorePayload, session = { userName: 'Sara', mobile: '+96550000000' }) =>
  buildPaymentRequest({ order: o, ...session, origin: 'https://shop.example' });

describe('the card payment request (SPEC §7 POST /payment/initiate)', () => {
  it('asks for the order total in KWD, in English, returning to the shop callback and error pages', () => {
    const body = request(order());
    expect(PaymentInitiatePayloadSchema.parse(body)).toEqual(body);
    expect(body).toMatchObject({
      InvoiceValue: 6,
      Language: 'en',
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: 'https://shop.example/payment-callback',
      ErrorUrl: 'https://shop.example/payment-error',
      CustomerReference: '9',
    });
  });

  it('names the order’s lines, so the shop can check and hold its stock before the shopper pays (docs/API.md Stock)', () => {
    const body = request(order());
    expect(body.lines).toEqual([{ id: expect.any(Number), v_id: null, quantity: 2 }]);
  });

  it('takes the name and e-mail from the delivery address', () => {
    const body = request(order(selectedAddress({ fullName: ' Mona ', email: 'mona@example.com' })));
    expect(body.CustomerName).toBe('Mona');
    expect(body.CustomerEmail).toBe('mona@example.com');
  });

  it('falls back to the session name, then to the placeholders (SPEC §9)', () => {
    const noName = order(selectedAddress({ fullName: '', email: null }));
    expect(request(noName).CustomerName).toBe('Sara');
    expect(request(noName).CustomerEmail).toBe(PAYMENT_FALLBACK_EMAIL);
    expect(
      buildPaymentRequest({ order: noName, userName: null, mobile: null, origin: '' }).CustomerName,
    ).toBe(PAYMENT_FALLBACK_NAME);
  });

  it('normalises the mobile like checkout does (SPEC §5: digits, no 965, no leading zeros)', () => {
    expect(request(order(selectedAddress({ phone: '+965 0501-2345' }))).CustomerMobile).toBe('5012345');
    expect(request(order(selectedAddress({ phone: null }))).CustomerMobile).toBe('50000000');
  });
});
