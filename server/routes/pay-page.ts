// The hosted payment page of the simulated card provider. The shopper arrives by redirect from the shop, so
// there is no bearer token here: the unguessable invoice id is the credential. Each Pay or Decline is an attempt
// with its own PaymentId, with which the shopper is sent back with 303 (SPEC §2 Payment-callback, Payment-error);
// a decline leaves the invoice payable, and once paid the invoice takes no further attempt.
import { type Context, Hono } from 'hono';
import {
  type AttemptRow,
  attemptsOf,
  findPayment,
  type PaymentRow,
  recordAttempt,
} from '../db/queries/payments';
import { type Language, languageOf } from '../http/language';
import { messageFor } from '../http/reply';
import { renderMissingPaymentPage, renderPaymentPage } from '../payments/hosted-page';
import { invoiceIdParam } from '../payments/invoice-id';
import { newPaymentId } from '../payments/payment-id';
import { sameOriginUrl, withQuery } from '../payments/return-url';
import type { RouteDeps } from './deps';

/** What the shop reads on its error page (SPEC §2 Payment-error: ErrorMessage and ErrorCode). */
export const declinedErrorCode = 'DECLINED';

/** `?lang=` chooses the page language (the forms carry it along); otherwise Accept-Language does. */
function pageLanguage(c: Context): Language {
  const asked = c.req.query('lang');
  return asked === 'ar' || asked === 'en' ? asked : languageOf(c);
}

const pageHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  'Cache-Control': 'no-store',
  // Nothing from anywhere: the page's style and its icon (a data: image) are written into it.
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
};

export function payPageRoutes({ db, now, publicOrigin }: RouteDeps & { publicOrigin: () => string }) {
  /**
   * A stored return URL checked again against the shop's origin as it is now (a payment initiated before
   * PUBLIC_ORIGIN changed, or before the check existed): anything else returns to the shop's own page instead.
   */
  const onShop = (url: string, fallbackPath: string) =>
    sameOriginUrl(url, publicOrigin()) ?? new URL(fallbackPath, publicOrigin()).toString();
  const paymentOf = async (c: Context): Promise<PaymentRow | undefined> => {
    const id = invoiceIdParam.safeParse(c.req.param('invoiceId'));
    return id.success ? findPayment(db, id.data) : undefined;
  };
  const missing = (c: Context) => {
    const language = pageLanguage(c);
    return c.body(renderMissingPaymentPage(language), 404, { ...pageHeaders, 'Content-Language': language });
  };
  /**
   * Where an attempt sends the shopper: the callback once the invoice is paid, with the paying attempt's id (the
   * invoice's own for one paid before attempts had ids), the error page after a decline, with the declined one's.
   */
  const returnUrl = (c: Context, payment: PaymentRow, attempt: AttemptRow | undefined) =>
    payment.status === 'Paid'
      ? withQuery(onShop(payment.callbackUrl, '/payment-callback'), {
          paymentId: attempt?.paymentId ?? payment.invoiceId,
        })
      : withQuery(onShop(payment.errorUrl, '/payment-error'), {
          paymentId: attempt?.paymentId ?? payment.invoiceId,
          ErrorMessage: messageFor(c, 'paymentDeclined', undefined, pageLanguage(c)),
          ErrorCode: declinedErrorCode,
        });
  const attempt = (outcome: 'Paid' | 'Failed') => async (c: Context) => {
    const id = invoiceIdParam.safeParse(c.req.param('invoiceId'));
    const recorded = id.success && (await recordAttempt(db, id.data, outcome, newPaymentId(), now()));
    if (!recorded) return missing(c);
    return c.redirect(returnUrl(c, recorded.payment, recorded.attempt), 303);
  };

  return new Hono()
    .get('/pay/:invoiceId', async (c) => {
      const payment = await paymentOf(c);
      if (!payment) return missing(c);
      const language = pageLanguage(c);
      const attempts = await attemptsOf(db, payment.invoiceId);
      const paid = payment.status === 'Paid';
      const html = renderPaymentPage(language, {
        invoiceId: payment.invoiceId,
        amount: payment.amount,
        customerName: payment.customerName,
        paid,
        // A decline made before attempts had ids left the invoice Failed.
        declined: payment.status === 'Failed' || attempts.at(-1)?.status === 'Failed',
        returnUrl: paid
          ? returnUrl(
              c,
              payment,
              attempts.find((made) => made.status === 'Paid'),
            )
          : '',
      });
      return c.body(html, 200, { ...pageHeaders, 'Content-Language': language });
    })
    .post('/pay/:invoiceId/pay', attempt('Paid'))
    .post('/pay/:invoiceId/decline', attempt('Failed'));
}
