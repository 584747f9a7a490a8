/**
 * SPEC §2 Payment-error shows the provider's ErrorMessage and ErrorCode. A provider writes them in its own words
 * and language, so the codes the shop knows are said in the shopper's language instead, with what to do next; a code
 * it does not know is shown as sent, for support to read.
 */
export type PaymentErrorReason = 'declined';

const KNOWN_CODES: Readonly<Record<string, PaymentErrorReason>> = {
  // The reference provider's decline (server/routes/pay-page.ts), and the card networks' own word for it.
  DECLINED: 'declined',
  DO_NOT_HONOR: 'declined',
};

export function paymentErrorReason(code: string): PaymentErrorReason | null {
  return KNOWN_CODES[code.trim().toUpperCase()] ?? null;
}
