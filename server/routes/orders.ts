// Orders (SPEC §7 Payment and orders, §4 Checkout flows; DESIGN's fixed paths). POST /order/store needs an
// Idempotency-Key, the id of the client's OrderPlaced event, so a retried request never makes a second order;
// a card order must name a Paid invoice of the same customer, for the same total, used by no other order. The
// order takes its lines from stock in the same transaction (docs/API.md "Stock"): a cash order asking more than is
// left is refused; a paid invoice's is stored all the same, cancelled and marked for a refund, as the money is in.
// A shopper cancels their own order while it is pending or confirmed (POST /order/{orderId}/cancel, beyond SPEC).
import { Hono } from 'hono';
import { filsToKd, toFils } from '../../src/domain/shared/money';
import type { Database } from '../db/database';
import { findOrder, insertOrder, listOrders, orderIdForInvoice } from '../db/queries/orders';
import { findAttempt, findOwnPayment } from '../db/queries/payments';
import { isUniqueViolation } from '../db/unique-violation';
import { parseBody, readJson } from '../http/body';
import { customerScope, requireCustomer } from '../http/customer-auth';
import { ApiError, parseInput } from '../http/errors';
import { idempotentRequest, once, send } from '../http/idempotency';
import { languageOf } from '../http/language';
import { idParam } from '../http/params';
import { ownUserId } from '../http/user-id-param';
import { cancelOrder } from '../orders/cancel-own-order';
import { sameAmount } from '../orders/fils';
import { type OrderStoreBody, orderStoreBody } from '../orders/order-payload';
import { priceOrder } from '../orders/order-pricing';
import { outOfStock } from '../orders/out-of-stock';
import { takeOrderStock } from '../orders/take-stock';
import { presentOrder } from '../presenters/order';
import type { RouteDeps } from './deps';

/**
 * The invoice a card order names: invoice_id, or else the invoice of the attempt its paymentId names (the
 * callback's parameter). A paymentId that is no attempt's is taken as an invoice id, as clients sent it before
 * attempts had ids of their own.
 */
async function namedInvoice(
  db: Database,
  detail: OrderStoreBody['order_detail'],
): Promise<string | undefined> {
  if (detail.invoice_id) return detail.invoice_id;
  if (!detail.paymentId) return undefined;
  return (await findAttempt(db, detail.paymentId))?.invoiceId ?? detail.paymentId;
}

/**
 * The invoice that pays a card order, checked against the customer and the server's total. An invoice pays one
 * order: asked again (another tab, a retry under a new key), the answer is the order it already paid for.
 */
async function paidInvoice(
  db: Database,
  customerId: number,
  invoiceId: string | undefined,
  totalFils: number,
): Promise<{ invoiceId: string; orderId: number | undefined }> {
  if (!invoiceId) throw new ApiError(400, 'invalidField', 'order_detail.invoice_id');
  const payment = await findOwnPayment(db, customerId, invoiceId);
  if (!payment) throw new ApiError(404, 'paymentNotFound');
  if (payment.status !== 'Paid') throw new ApiError(402, 'paymentNotCompleted');
  if (!sameAmount(toFils(payment.amount), totalFils)) throw new ApiError(400, 'paidAmountMismatch');
  return { invoiceId, orderId: await orderIdForInvoice(db, invoiceId) };
}

export function orderRoutes(deps: RouteDeps) {
  const { db, now } = deps;
  const signedIn = requireCustomer(deps);

  return new Hono()
    .post('/order/store', signedIn, async (c) => {
      const customer = c.get('customer');
      const raw = await readJson(c);
      const at = now();
      const request = idempotentRequest(c, {
        scope: customerScope(customer),
        body: raw,
        now: at,
        required: true,
      });
      const body = parseBody(orderStoreBody, raw);
      const detail = body.order_detail;
      if (detail.user_id !== customer.id) throw new ApiError(403, 'notYourAccount');
      const card = detail.paymentType === 'card';
      const namedInvoiceId = card ? await namedInvoice(db, detail) : undefined;
      const outcome = await once(db, request, async (tx) => {
        const priced = await priceOrder(tx, body, at);
        const paid = card ? await paidInvoice(tx, customer.id, namedInvoiceId, priced.totalFils) : null;
        if (paid?.orderId !== undefined)
          return { status: 200, body: { status: 'success', data: paid.orderId } };
        const invoiceId = paid?.invoiceId ?? null;
        const short = await takeOrderStock(
          tx,
          priced.lines.map((line) => ({ productId: line.id, variantId: line.v_id, quantity: line.quantity })),
          { now: at, customerId: customer.id, invoiceId },
        );
        if (short.length > 0 && !card) throw outOfStock(short);
        // Paid for, yet not all there: kept, never dropped, for the shop to refund (nothing of it is taken).
        const refund = short.length > 0;
        try {
          const id = await insertOrder(tx, {
            customerId: customer.id,
            // Present: `required` above refuses a request without one.
            idempotencyKey: request.key ?? '',
            invoiceId,
            orderDetail: detail,
            products: priced.lines,
            orderStatus: refund ? 'cancelled' : detail.order_status,
            paymentStatus: refund ? 'refund_pending' : card ? 'paid' : 'pending',
            stockTaken: !refund,
            paymentType: detail.paymentType,
            subtotal: filsToKd(priced.subtotalFils),
            delivery: filsToKd(priced.deliveryFils),
            discount: filsToKd(priced.discountFils),
            total: filsToKd(priced.totalFils),
            createdAt: at,
            statusChangedAt: at,
          });
          return { status: 201, body: { status: 'success', data: id } };
        } catch (error) {
          // Two requests raced past the checks above; the constraints decide which one wins.
          if (isUniqueViolation(error, 'orders_invoice_id_key'))
            throw new ApiError(409, 'paymentAlreadyUsed');
          if (isUniqueViolation(error, 'orders_customer_idempotency_key'))
            throw new ApiError(409, 'idempotencyConflict');
          throw error;
        }
      }).catch(async (error: unknown) => {
        // Another key's request paid with this invoice a moment earlier: answer with the order it made.
        const paidFor =
          error instanceof ApiError && error.key === 'paymentAlreadyUsed' && namedInvoiceId
            ? await orderIdForInvoice(db, namedInvoiceId)
            : undefined;
        if (paidFor === undefined) throw error;
        return { status: 200 as const, body: { status: 'success', data: paidFor } };
      });
      c.set('outcome', detail.paymentType);
      return send(c, outcome);
    })
    .post('/order/:orderId/cancel', signedIn, async (c) => {
      const customer = c.get('customer');
      const id = parseInput(idParam, c.req.param('orderId'), 'invalidOrderId');
      const at = now();
      // The body is ignored (the app sends {}), so the path and the key identify the request.
      const request = idempotentRequest(c, {
        scope: customerScope(customer),
        body: null,
        now: at,
        required: true,
      });
      const outcome = await once(db, request, async (tx) => {
        const cancellation = await cancelOrder(tx, { id, customerId: customer.id, now: at });
        if (cancellation === 'notFound') throw new ApiError(404, 'orderNotFound');
        const row = await findOrder(tx, id, customer.id);
        if (!row) throw new ApiError(404, 'orderNotFound');
        if (cancellation === 'notCancellable') {
          // The status it has now, so a client can show where the order stands without asking again.
          const details = { code: 'notCancellable', order_status: row.orderStatus };
          throw new ApiError(409, 'orderNotCancellable', undefined, {}, details);
        }
        return { status: 200, body: { status: 'success', data: presentOrder(row, languageOf(c)) } };
      });
      return send(c, outcome);
    })
    .get('/user/:userId/orders', signedIn, async (c) => {
      const customer = c.get('customer');
      ownUserId(c.req.param('userId'), customer.id);
      const rows = await listOrders(db, customer.id);
      return c.json({ status: 'success', data: rows.map((row) => presentOrder(row, languageOf(c))) });
    })
    .get('/order/:orderId/:userId', signedIn, async (c) => {
      const customer = c.get('customer');
      ownUserId(c.req.param('userId'), customer.id);
      const id = parseInput(idParam, c.req.param('orderId'), 'invalidOrderId');
      const row = await findOrder(db, id, customer.id);
      if (!row) throw new ApiError(404, 'orderNotFound');
      // SPEC §7: the JSON itself is the order detail, so it is not wrapped in { status, data }.
      return c.json(presentOrder(row, languageOf(c)));
    });
}
