// The simulated card provider's API (SPEC §7 Payment and orders): initiate a payment, which answers the URL
// of the hosted page (routes/pay-page.ts), and read its status after the shopper comes back, by the PaymentId of
// the attempt they come back with or by the invoice's id (payments/payment-key.ts). The hosted page
// sends the shopper to CallBackUrl or ErrorUrl afterwards, so both must be pages of the shop's configured origin:
// a request naming another Host cannot turn the genuine payment page into a redirect to its own site. An initiate
// that names the cart's lines checks them against stock and holds them while the invoice may be paid
// (payments/hold-stock.ts), so the shopper never pays for what is gone.
import { Hono } from 'hono';
import { z } from 'zod';
import { attemptsOf, findAttempt, findOwnPayment, insertPayment } from '../db/queries/payments';
import { readBody } from '../http/body';
import { requireCustomer } from '../http/customer-auth';
import { ApiError } from '../http/errors';
import { bodyId } from '../http/params';
import { lineQuantity, optionalId } from '../orders/order-payload';
import { holdStock } from '../payments/hold-stock';
import { newInvoiceId } from '../payments/invoice-id';
import { type PaymentKey, paymentKeyOf } from '../payments/payment-key';
import { sameOriginUrl } from '../payments/return-url';
import { presentPaymentStatus } from '../presenters/payment-status';
import type { RouteDeps } from './deps';

const text = (max: number) => z.string().trim().min(1).max(max);

export const initiateBody = z.object({
  // A number (as the provider's API takes it), positive, at most three decimals (fils), and within what a card
  // provider would take in one go.
  InvoiceValue: z
    .number()
    .refine(
      (value) => value > 0 && value <= 100_000 && Number.isInteger(Number((value * 1000).toPrecision(15))),
    ),
  CustomerName: text(100),
  CustomerEmail: text(200).regex(/^[^\s@]+@[^\s@]+$/),
  CustomerMobile: text(20),
  CustomerReference: z.string().trim().max(100).nullish(),
  Language: z.enum(['ar', 'en']),
  DisplayCurrencyIso: z.literal('KWD'),
  CallBackUrl: text(2000),
  ErrorUrl: text(2000),
  orderId: z.union([z.number(), z.string().max(100)]).nullish(),
  // Beyond SPEC §7: the cart the invoice pays for, to check and hold in stock (docs/API.md "Stock").
  lines: z
    .array(z.object({ id: bodyId, v_id: optionalId, quantity: lineQuantity }))
    .min(1)
    .max(100)
    .nullish(),
});

/** The shop's origin from configuration (PUBLIC_ORIGIN), never from the request's Host header: anyone can forge it. */
export type PaymentDeps = RouteDeps & { publicOrigin: () => string };

/** The invoice a status request's key names, whichever kind of key it is. */
async function invoiceIdOf(db: RouteDeps['db'], key: PaymentKey): Promise<string | undefined> {
  return key.type === 'InvoiceId' ? key.value : (await findAttempt(db, key.value))?.invoiceId;
}

export function paymentRoutes(deps: PaymentDeps) {
  const { db, now, publicOrigin } = deps;
  const signedIn = requireCustomer(deps);

  return new Hono()
    .post('/payment/initiate', signedIn, async (c) => {
      const customer = c.get('customer');
      const body = await readBody(c, initiateBody);
      const origin = publicOrigin();
      const callbackUrl = sameOriginUrl(body.CallBackUrl, origin);
      if (!callbackUrl) throw new ApiError(400, 'returnUrlNotAllowed', 'CallBackUrl');
      const errorUrl = sameOriginUrl(body.ErrorUrl, origin);
      if (!errorUrl) throw new ApiError(400, 'returnUrlNotAllowed', 'ErrorUrl');
      const invoiceId = newInvoiceId();
      const at = now();
      const lines = (body.lines ?? []).map((line) => ({
        productId: line.id,
        variantId: line.v_id,
        quantity: line.quantity,
      }));
      await db.transaction(async (tx) => {
        await insertPayment(tx, {
          invoiceId,
          customerId: customer.id,
          amount: body.InvoiceValue,
          customerName: body.CustomerName,
          customerEmail: body.CustomerEmail,
          customerMobile: body.CustomerMobile,
          customerReference: body.CustomerReference ?? null,
          orderReference: body.orderId === null || body.orderId === undefined ? null : String(body.orderId),
          language: body.Language,
          callbackUrl,
          errorUrl,
          createdAt: at,
        });
        if (lines.length > 0) await holdStock(tx, lines, { now: at, customerId: customer.id, invoiceId });
      });
      return c.json({
        status: 'success',
        Data: { invoiceURL: `${origin}/api/pay/${invoiceId}`, invoiceId },
      });
    })
    .get('/payment/status', signedIn, async (c) => {
      const key = paymentKeyOf(c.req.query());
      if (!key) throw new ApiError(400, 'invalidPaymentId');
      const invoiceId = await invoiceIdOf(db, key);
      const payment = invoiceId && (await findOwnPayment(db, c.get('customer').id, invoiceId));
      if (!payment) throw new ApiError(404, 'paymentNotFound');
      return c.json({
        status: 'success',
        Data: presentPaymentStatus(payment, await attemptsOf(db, payment.invoiceId)),
      });
    });
}
