import { describe, expect, it } from 'vitest';
import { paymentRequestProblem, placeOrderProblem } from '../../../src/domain';

const order = (o: Partial<Parameters<typeof placeOrderProblem>[0]> = {}) =>
  placeOrderProblem({ loggedIn: true, hasAddress: true, cartCount: 1, ...o });
const payment = (o: Partial<Parameters<typeof paymentRequestProblem>[0]> = {}) =>
  paymentRequestProblem({
    InvoiceValue: 5,
    CustomerName: 'Sara',
    CustomerEmail: 'a@b.kw',
    CustomerMobile: '51234567',
    ...o,
  });

describe('place order (SPEC §5 Place order)', () => {
  it('requires login', () => expect(order({ loggedIn: false, hasAddress: false })).toBe('pleaseLogIn'));
  it('requires a selected address', () =>
    expect(order({ hasAddress: false, cartCount: 0 })).toBe('selectDeliveryAddress'));
  it('requires a non-empty cart', () => expect(order({ cartCount: 0 })).toBe('cartEmpty'));
  it('passes when all hold', () => expect(order()).toBeNull());
});

describe('payment initialisation client checks (SPEC §5)', () => {
  it('needs an amount above 0', () => {
    expect(payment({ InvoiceValue: 0 })).toBe('invalidPaymentAmount');
    expect(payment({ InvoiceValue: Number.NaN })).toBe('invalidPaymentAmount');
  });
  it('needs a customer name', () => expect(payment({ CustomerName: ' ' })).toBe('customerNameRequired'));
  it('needs an email containing @', () =>
    expect(payment({ CustomerEmail: 'nobody' })).toBe('customerEmailRequired'));
  it('needs a mobile number', () => expect(payment({ CustomerMobile: '' })).toBe('customerMobileRequired'));
  it('passes a complete request', () => expect(payment()).toBeNull());
});
