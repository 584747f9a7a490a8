import { describe, expect, it } from 'vitest';
import { paymentStatusKey } from '../../../src/domain';

describe('the key a payment status is asked by (SPEC §7 GET /payment/status)', () => {
  it('asks by the PaymentId of the attempt the shopper came back with', () => {
    expect(paymentStatusKey('inv-1', 'pay-1')).toEqual({ keyType: 'PaymentId', key: 'pay-1' });
  });

  it('asks by the invoice id, said to be one, when the shopper never came back', () => {
    expect(paymentStatusKey('inv-1', null)).toEqual({ keyType: 'InvoiceId', key: 'inv-1' });
    expect(paymentStatusKey('inv-1', '')).toEqual({ keyType: 'InvoiceId', key: 'inv-1' });
  });

  it('takes a paymentId equal to the invoice id (saved before attempts had ids) for the invoice id it is', () => {
    expect(paymentStatusKey('inv-1', 'inv-1')).toEqual({ keyType: 'InvoiceId', key: 'inv-1' });
  });

  it('has nothing to ask by without either', () => {
    expect(paymentStatusKey(null, null)).toBeNull();
    expect(paymentStatusKey(null, 'pay-1')).toEqual({ keyType: 'PaymentId', key: 'pay-1' });
  });
});
