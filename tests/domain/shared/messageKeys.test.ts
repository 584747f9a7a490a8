import { describe, expect, it } from 'vitest';
import {
  addButtonLabel,
  buildOrderPayload,
  checkPromoInput,
  interpretPromoResponse,
  messageTexts,
  orderPaymentLine,
  orderTotals,
  paymentRequestProblem,
  paymentStatusLabel,
  placeOrderProblem,
  TIMELINE_STEPS,
  validateAddressForm,
  validateOtp,
  validatePhone,
} from '../../../src/domain';
import { addressForm, cartItem, selectedAddress } from '../factories';

describe('message texts for the locale owner', () => {
  it('quote the SPEC English texts exactly (SPEC §5, §8)', () => {
    expect(messageTexts).toMatchObject({
      pleaseEnterCode: 'Please enter complete OTP',
      pleaseEnterPromo: 'Please enter a promo code',
      invalidOrExpiredPromo: 'Invalid or expired promo code',
      invalidPromo: 'Invalid promo code',
      invalidPhone: 'Please enter a valid phone number',
      selectLocationOnMap: 'Please select location on map',
      fillRequiredFields: 'Please fill in all required fields',
      pleaseLogIn: 'Please log in to continue',
      selectDeliveryAddress: 'Please select a delivery address',
      cartEmpty: 'Your cart is empty',
      missingDeliveryAddress: 'Missing delivery address',
      missingUserInfo: 'Missing user information',
      invalidPaymentAmount: 'Invalid payment amount',
      customerNameRequired: 'Customer name is required',
      customerEmailRequired: 'Valid customer email is required',
      customerMobileRequired: 'Customer mobile number is required',
      stepOutForDelivery: 'Out for Delivery',
    });
  });

  it('has a non-empty text for every key', () => {
    for (const text of Object.values(messageTexts)) expect(text.trim()).not.toBe('');
  });
});

/** Every key a rule returns, found by calling it with inputs that lead to each outcome. */
function keysReturnedByRules(): string[] {
  const keys: (string | null)[] = [];
  for (const phone of ['', '123', '51234567']) keys.push(validatePhone(phone));
  for (const code of ['12', '1234']) keys.push(validateOtp(code));
  keys.push(checkPromoInput('   ').ok ? null : 'pleaseEnterPromo');
  for (const response of [
    { status: false, promo_code: [], error: null, message: null },
    { status: false, promo_code: null, error: null, message: 'gone' },
    { status: false, promo_code: [], error: 'bad', message: null },
  ]) {
    const verdict = interpretPromoResponse(response as never);
    keys.push(verdict.ok ? null : verdict.key);
  }
  for (const form of [
    addressForm({ phone: '12' }),
    addressForm({ latitude: null, longitude: null } as never),
    addressForm({ fullName: '' }),
  ])
    keys.push(validateAddressForm(form));
  for (const state of [
    { loggedIn: false, hasAddress: true, cartCount: 1 },
    { loggedIn: true, hasAddress: false, cartCount: 1 },
    { loggedIn: true, hasAddress: true, cartCount: 0 },
  ])
    keys.push(placeOrderProblem(state));
  const request = { InvoiceValue: 5, CustomerName: 'Sara', CustomerEmail: 's@x.kw', CustomerMobile: '5123' };
  for (const change of [
    { InvoiceValue: 0 },
    { CustomerName: ' ' },
    { CustomerEmail: 'sara' },
    { CustomerMobile: ' ' },
  ])
    keys.push(paymentRequestProblem({ ...request, ...change }));
  const order = {
    userId: 9,
    address: selectedAddress(),
    items: [cartItem()],
    totals: orderTotals(5000, 0, 0),
    paymentMethod: 'cash' as const,
    promoCode: null,
  };
  for (const change of [{ address: null }, { userId: null }]) {
    const result = buildOrderPayload({ ...order, ...change });
    keys.push(result.ok ? null : result.key);
  }
  for (const [outOfStock, hasVariants, allAttributesSelected, added] of [
    [true, false, false, false],
    [false, true, false, false],
    [false, false, false, true],
    [false, false, false, false],
  ])
    keys.push(addButtonLabel({ outOfStock, hasVariants, allAttributesSelected, added } as never));
  for (const status of ['paid', 'pending']) keys.push(paymentStatusLabel(status));
  for (const [order_status, payment_status, paymentType] of [
    ['cancelled', 'paid', 'card'],
    ['refunded', 'paid', 'card'],
    ['cancelled', 'pending', 'cash'],
  ])
    keys.push(orderPaymentLine({ order_status, payment_status, paymentType, total_price: 1 }).key);
  keys.push(...TIMELINE_STEPS);
  return keys.filter((key): key is string => key !== null);
}

describe('keys returned by rules', () => {
  const keys = keysReturnedByRules();

  it('reach every outcome the inputs were chosen for', () => {
    // Four phone and code outcomes minus the valid ones, one empty promo, two promo verdicts, three address, three
    // place-order, four payment, two order-payload problems, four button labels, two payment labels, three payment
    // lines beyond them (refund pending, refunded, no payment taken), the steps.
    expect(new Set(keys).size).toBe(2 + 1 + 1 + 2 + 3 + 3 + 4 + 2 + 4 + 2 + 3 + TIMELINE_STEPS.length);
  });

  it('are all listed in messageTexts', () => {
    expect(keys.filter((key) => !(key in messageTexts))).toEqual([]);
  });
});
