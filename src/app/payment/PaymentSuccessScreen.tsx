import { PaymentReturn } from './PaymentReturn';

/** SPEC §2 Payment-success: reads paymentId, verifies the payment, then shows the order with its buttons. */
export function PaymentSuccessScreen() {
  return <PaymentReturn mode="success" />;
}
