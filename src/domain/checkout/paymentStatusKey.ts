/**
 * What a card payment's status is asked by (SPEC §7 GET /payment/status; the provider's Key and KeyType). Each
 * attempt at paying has its own PaymentId, which the shopper comes back with; the invoice id is known from the
 * start. A payment the shopper came back from is asked about by that attempt's PaymentId; one they never came back
 * from (a tab closed on the provider's page) by its invoice id, said to be one, never passed off as a PaymentId.
 */
export type PaymentKeyType = 'PaymentId' | 'InvoiceId';

export interface PaymentStatusKey {
  keyType: PaymentKeyType;
  key: string;
}

export function paymentStatusKey(
  invoiceId: string | null,
  paymentId: string | null,
): PaymentStatusKey | null {
  // A paymentId equal to the invoice id is one a shop version from before attempts had ids saved or received.
  if (paymentId && paymentId !== invoiceId) return { keyType: 'PaymentId', key: paymentId };
  return invoiceId ? { keyType: 'InvoiceId', key: invoiceId } : null;
}
