// The answer of GET /payment/status in the shape of MyFatoorah's GetPaymentStatus, whose field names SPEC §7 uses:
// the invoice (InvoiceId, InvoiceStatus, …) whichever key it was asked by, and each attempt at paying it in
// InvoiceTransactions with its own PaymentId and outcome.
import type { AttemptRow, PaymentRow } from '../db/queries/payments';

/** MyFatoorah's own spelling of a successful transaction, which code written against the real provider matches. */
const transactionStatus = { Paid: 'Succss', Failed: 'Failed' } as const;

export function presentPaymentStatus(payment: PaymentRow, attempts: readonly AttemptRow[]) {
  return {
    InvoiceId: payment.invoiceId,
    InvoiceStatus: payment.status,
    InvoiceValue: payment.amount,
    CustomerReference: payment.customerReference,
    CreatedDate: payment.createdAt.toISOString(),
    InvoiceTransactions: attempts.map((attempt) => ({
      PaymentId: attempt.paymentId,
      TransactionDate: attempt.createdAt.toISOString(),
      TransactionStatus: transactionStatus[attempt.status],
      // Sic: MyFatoorah's field name.
      TransationValue: payment.amount,
    })),
  };
}
