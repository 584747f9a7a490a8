import type { PaymentChoice } from '../../machines/checkout.machine';

/**
 * Checkout opened to try a card payment again (Try Again on a payment page): card is chosen already, so a shopper
 * who meant to pay by card is never one tap from a cash order. The choice rides in the address rather than in
 * router state, so a reload of checkout keeps it.
 */
export const CARD_RETRY_PATH = '/checkout?payment=card';

/** The method checkout's address asks it to open with; none (cash, SPEC §9's first) for anything else. */
export function paymentAsked(search: URLSearchParams): PaymentChoice | undefined {
  return search.get('payment') === 'card' ? 'card' : undefined;
}
