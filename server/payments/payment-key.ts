// What GET /payment/status is asked by. MyFatoorah's GetPaymentStatus takes a Key and a KeyType (InvoiceId or
// PaymentId); SPEC §7's form is `?paymentId=`, the id of the attempt the shopper came back with. Return links and
// clients from before attempts had ids of their own carry the invoice id there: its shape tells it apart.
import { z } from 'zod';
import { invoiceIdParam } from './invoice-id';
import { paymentIdParam } from './payment-id';

export type PaymentKey = { type: 'InvoiceId' | 'PaymentId'; value: string };

const keyed = z.union([
  z.object({ KeyType: z.literal('InvoiceId'), Key: invoiceIdParam }),
  z.object({ KeyType: z.literal('PaymentId'), Key: paymentIdParam }),
]);

/** The key of a status request's query, or undefined when it names none this provider could have given. */
export function paymentKeyOf(query: Record<string, string | undefined>): PaymentKey | undefined {
  if (query.Key !== undefined || query.KeyType !== undefined) {
    const asked = keyed.safeParse(query);
    return asked.success ? { type: asked.data.KeyType, value: asked.data.Key } : undefined;
  }
  const id = query.paymentId;
  if (paymentIdParam.safeParse(id).success) return { type: 'PaymentId', value: id as string };
  if (invoiceIdParam.safeParse(id).success) return { type: 'InvoiceId', value: id as string };
  return undefined;
}
