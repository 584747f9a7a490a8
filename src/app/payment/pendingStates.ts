/**
 * What a page load asks the worker before it loads anything to resume a card payment (PaymentResume): plain
 * constants, so the question costs no xstate and no payment machine on the many visits with nothing to resume.
 */

/** Where a machine may stand when the page went away with the payment unfinished. */
export const UNFINISHED_STATES = [
  'storingPendingOrder',
  'redirecting',
  'verifying',
  'verifyFailed',
  'creatingOrder',
  'orderFailed',
  'paid',
] as const;

/** How long a declined payment is kept, so a late return from the provider still finds it. */
export const DECLINED_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
