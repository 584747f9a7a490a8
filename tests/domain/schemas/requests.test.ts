import { describe, expect, it } from 'vitest';
import {
  PaymentInitiatePayloadSchema,
  SendOtpPayloadSchema,
  VerifyOtpPayloadSchema,
} from '../../../src/domain';

describe('request bodies (SPEC §7)', () => {
  it('need a phone to send a code', () => {
    expect(SendOtpPayloadSchema.safeParse({ phone: '' }).success).toBe(false);
    expect(SendOtpPayloadSchema.parse({ phone: '+96551234567' })).toEqual({
      phone: '+96551234567',
      token: null,
    });
  });

  it('need a 4-digit code to verify', () => {
    expect(VerifyOtpPayloadSchema.safeParse({ phone: '+965', otp: '123' }).success).toBe(false);
    expect(VerifyOtpPayloadSchema.safeParse({ phone: '+965', otp: '1234' }).success).toBe(true);
  });

  it('describe the payment initiation body', () => {
    const body = PaymentInitiatePayloadSchema.parse({
      InvoiceValue: '5.500',
      CustomerName: 'Sara',
      CustomerEmail: 'a@b.kw',
      CustomerMobile: '51234567',
      CustomerReference: 9,
      Language: 'en',
      DisplayCurrencyIso: 'KWD',
      CallBackUrl: 'https://shop/payment-callback',
      ErrorUrl: 'https://shop/payment-error',
    });
    expect(body).toMatchObject({ InvoiceValue: 5.5, CustomerReference: '9', orderId: null });
  });
});
