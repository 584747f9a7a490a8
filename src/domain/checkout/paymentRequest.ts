import type { OrderStorePayload, PaymentInitiatePayload } from '../schemas';
import { normalizeCheckoutPhone } from './checkoutPhone';

/** SPEC §9: the customer name and e-mail sent to the provider fall back to placeholders. */
export const PAYMENT_FALLBACK_NAME = 'Customer';
export const PAYMENT_FALLBACK_EMAIL = 'customer@example.com';

/** Where the hosted payment page sends the shopper back (SPEC §2 Payment-callback, Payment-error). */
export const PAYMENT_CALLBACK_PATH = '/payment-callback';
export const PAYMENT_ERROR_PATH = '/payment-error';

export interface PaymentRequestInput {
  order: OrderStorePayload;
  /** The session's name and mobile, used when the delivery address lacks them. */
  userName: string | null;
  mobile: string | null;
  /** The shop's own origin: the provider returns the shopper there. */
  origin: string;
}

const present = (value: string | null | undefined): string | null =>
  value !== null && value !== undefined && value.trim() !== '' ? value.trim() : null;

/**
 * SPEC §7 POST /payment/initiate body for an order paid by card. The payment language sent is always en (SPEC §1);
 * the amount is the order's total in KD; the mobile follows SPEC §5 checkout phone normalisation.
 */
export function buildPaymentRequest({
  order,
  userName,
  mobile,
  origin,
}: PaymentRequestInput): PaymentInitiatePayload {
  const detail = order.order_detail;
  const email = present(detail.email);
  return {
    InvoiceValue: detail.total_price,
    CustomerName: present(detail.full_name) ?? present(userName) ?? PAYMENT_FALLBACK_NAME,
    CustomerEmail: email?.includes('@') ? email : PAYMENT_FALLBACK_EMAIL,
    CustomerMobile: normalizeCheckoutPhone(present(detail.phone_number) ?? mobile ?? ''),
    CustomerReference: String(detail.user_id),
    Language: 'en',
    DisplayCurrencyIso: 'KWD',
    CallBackUrl: `${origin}${PAYMENT_CALLBACK_PATH}`,
    ErrorUrl: `${origin}${PAYMENT_ERROR_PATH}`,
    orderId: null,
    // The server checks these against its stock before the shopper pays, and holds them while the invoice is open.
    lines: order.product_details.map((line) => ({
      id: Number(line.id),
      v_id: line.v_id,
      quantity: line.quantity,
    })),
  };
}
