// Every attempt at paying an invoice gets its own PaymentId, as with MyFatoorah, and the shopper comes back to the
// shop with it. Random like the invoice id, and longer, so the two kinds of id can never be mistaken for each other.
import { randomBytes } from 'node:crypto';
import { z } from 'zod';

export const newPaymentId = () => randomBytes(18).toString('base64url');

export const paymentIdParam = z.string().regex(/^[A-Za-z0-9_-]{24}$/);
