import { describe, expect, it } from 'vitest';
import { PaymentInitiateResponseSchema, PaymentStatusResponseSchema } from '../../../src/domain';

describe('payment initiate response (SPEC §7 Payment and orders)', () => {
  it.each([
    ['invoiceURL', 'invoiceId'],
    ['InvoiceURL', 'InvoiceId'],
    ['PaymentURL', 'PaymentId'],
    ['paymentURL', 'paymentId'],
  ])('reads the URL from Data.%s and the id from Data.%s', (urlKey, idKey) => {
    const r = PaymentInitiateResponseSchema.parse({
      status: 'success',
      Data: { [urlKey]: 'https://pay/x', [idKey]: 42 },
    });
    expect(r).toEqual({ ok: true, invoiceUrl: 'https://pay/x', invoiceId: '42', message: null, errors: [] });
  });

  it('reads the message and errors of a failure', () => {
    const r = PaymentInitiateResponseSchema.parse({
      status: 'error',
      message: 'Validation failed',
      errors: [{ Name: 'CustomerEmail', Error: 'Invalid email' }, 'Amount too low'],
    });
    expect(r).toMatchObject({ ok: false, invoiceUrl: null, errors: ['Invalid email', 'Amount too low'] });
  });

  it('reads errors given as a field map', () => {
    const r = PaymentInitiateResponseSchema.parse({
      status: false,
      errors: { InvoiceValue: ['must be positive'] },
    });
    expect(r.errors).toEqual(['must be positive']);
  });
});

describe('payment status response (SPEC §7, §4 Checkout flows)', () => {
  it('is paid when InvoiceStatus is Paid', () => {
    expect(PaymentStatusResponseSchema.parse({ status: 'success', Data: { InvoiceStatus: 'Paid' } })).toEqual(
      {
        ok: true,
        invoiceId: null,
        invoiceStatus: 'Paid',
        paid: true,
        message: null,
      },
    );
  });

  it('names the invoice by Data.InvoiceId, whichever key was asked (a number from some providers)', () => {
    const answer = (InvoiceId: unknown) =>
      PaymentStatusResponseSchema.parse({ status: 'success', Data: { InvoiceId, InvoiceStatus: 'Paid' } });
    expect(answer('inv-7').invoiceId).toBe('inv-7');
    expect(answer(3110788).invoiceId).toBe('3110788');
    expect(answer('').invoiceId).toBeNull();
    expect(PaymentStatusResponseSchema.parse({ status: 'error' }).invoiceId).toBeNull();
  });

  it('is not paid for any other status or without Data', () => {
    expect(
      PaymentStatusResponseSchema.parse({ status: 'success', Data: { InvoiceStatus: 'Pending' } }).paid,
    ).toBe(false);
    expect(PaymentStatusResponseSchema.parse({ status: 'error', message: 'unknown' }).paid).toBe(false);
  });
});
