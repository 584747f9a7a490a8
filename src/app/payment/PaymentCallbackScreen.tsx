import { PaymentReturn } from './PaymentReturn';

/** SPEC §2 Payment-callback: reads paymentId, checks the status; if paid, creates the order and thanks after 2 s. */
export function PaymentCallbackScreen() {
  return <PaymentReturn mode="callback" />;
}
