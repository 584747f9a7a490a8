import { describe, expect, it } from 'vitest';
import { messageTexts } from '../../src/domain';

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

describe('keys returned by rules', () => {
  it('are all listed in messageTexts', () => {
    type Returned =
      | import('../../src/domain').PhoneProblem
      | import('../../src/domain').AddressProblem
      | import('../../src/domain').PlaceOrderProblem
      | import('../../src/domain').PaymentRequestProblem
      | import('../../src/domain').AddButtonLabel
      | Extract<import('../../src/domain').PromoVerdict, { ok: false }>['key']
      | Extract<import('../../src/domain').PromoInputCheck, { ok: false }>['key']
      | Extract<import('../../src/domain').OrderPayloadResult, { ok: false }>['key']
      | ReturnType<typeof import('../../src/domain').validateOtp>
      | ReturnType<typeof import('../../src/domain').paymentStatusLabel>
      | typeof import('../../src/domain').TIMELINE_STEPS[number];
    const listed = (key: Exclude<Returned, null>) => key in messageTexts;
    const everyKeyListed: Exclude<Returned, null> extends keyof typeof messageTexts ? true : false = true;
    expect(everyKeyListed).toBe(true);
    expect(listed('PleaseEnterno')).toBe(true);
  });
});
