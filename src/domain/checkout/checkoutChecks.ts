import type { PaymentInitiatePayload } from '../schemas';

export type PlaceOrderProblem = 'pleaseLogIn' | 'selectDeliveryAddress' | 'cartEmpty';

/** SPEC §5 Place order requires login, a selected address and a non-empty cart, checked in that order. */
export function placeOrderProblem(state: {
  loggedIn: boolean;
  hasAddress: boolean;
  cartCount: number;
}): PlaceOrderProblem | null {
  if (!state.loggedIn) return 'pleaseLogIn';
  if (!state.hasAddress) return 'selectDeliveryAddress';
  if (state.cartCount <= 0) return 'cartEmpty';
  return null;
}

export type PaymentRequestProblem =
  | 'invalidPaymentAmount'
  | 'customerNameRequired'
  | 'customerEmailRequired'
  | 'customerMobileRequired';

/** SPEC §5 Payment initialisation client checks, before any call to the provider. */
export function paymentRequestProblem(
  request: Pick<PaymentInitiatePayload, 'InvoiceValue' | 'CustomerName' | 'CustomerEmail' | 'CustomerMobile'>,
): PaymentRequestProblem | null {
  if (!(request.InvoiceValue > 0)) return 'invalidPaymentAmount';
  if (request.CustomerName.trim() === '') return 'customerNameRequired';
  if (!request.CustomerEmail.includes('@')) return 'customerEmailRequired';
  if (request.CustomerMobile.trim() === '') return 'customerMobileRequired';
  return null;
}
