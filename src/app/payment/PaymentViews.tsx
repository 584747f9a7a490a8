/** The panels the payment pages are made of: one message with its actions, and the paid order's summary. */
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  cartLineName,
  confirmationOfNumber,
  confirmationOfPayload,
  formatKd,
  type OrderStorePayload,
  orderLineOptions,
  toFils,
} from '../../domain';
import { CARD_RETRY_PATH } from '../checkout/checkoutPaymentParam';
import { useTranslation } from '../i18n/translation';
import { ConfirmationIcon } from '../orders/ConfirmationIcon';
import { OrderConfirmationSummary } from '../orders/OrderConfirmationSummary';
import { useLanguage } from '../shared/useLanguage';
import { variantOptionsText } from '../shared/variantOptionsText';

interface MessageProps {
  title: string;
  message: string;
  /** Errors are announced at once; progress and a settled success politely. */
  tone: 'progress' | 'success' | 'error';
  /** The mark of a page that has reached its outcome (SPEC §2 Payment-success, Payment-error), or still waits. */
  icon?: 'success' | 'error' | 'progress';
  children?: ReactNode;
}

export function PaymentMessage({ title, message, tone, icon, children }: MessageProps) {
  return (
    <section className="status-screen" aria-labelledby="payment-title" aria-busy={tone === 'progress'}>
      {icon ? <ConfirmationIcon tone={icon} /> : null}
      <h1 id="payment-title" className="status-screen__title">
        {title}
      </h1>
      <p className="status-screen__body" role={tone === 'error' ? 'alert' : 'status'}>
        {message}
      </p>
      {children}
    </section>
  );
}

export function ContinueShopping() {
  const { t } = useTranslation();
  return (
    <Link className="button button--secondary" to="/">
      {t('payment.continueShopping')}
    </Link>
  );
}

/** Back to checkout after a card payment that did not go through, with card still chosen (CARD_RETRY_PATH). */
export function TryAgainAtCheckout() {
  const { t } = useTranslation();
  return (
    <Link className="button" to={CARD_RETRY_PATH}>
      {t('payment.tryAgain')}
    </Link>
  );
}

/**
 * A card payment's waiting page (verifying it, creating its order, the 2 s before the thank-you of SPEC §2
 * Payment-callback), in the confirmation pages' look: the mark, what is happening, the amount when known, and what
 * happens next, so the few seconds read as part of the payment rather than a bare line.
 */
export function PaymentWaiting({
  title,
  message,
  paid,
  order,
  notice,
  children,
}: {
  title: string;
  message: string;
  /** The payment went through: the mark turns to success and the next step is the confirmation. */
  paid: boolean;
  order: OrderStorePayload | null;
  /** What the page adds to its message while it waits long (SlowSendingNotice). */
  notice?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const total = order ? toFils(order.order_detail.total_price) : null;
  return (
    <PaymentMessage title={title} message={message} tone="progress" icon={paid ? 'success' : 'progress'}>
      {total !== null && (
        <p className="confirmation-amount">
          {t(paid ? 'payment.amountPaid' : 'payment.amount', { amount: formatKd(total, lang) })}
        </p>
      )}
      {notice}
      <NextSteps text={t(paid ? 'payment.nextPaid' : 'payment.nextVerifying')}>{children}</NextSteps>
    </PaymentMessage>
  );
}

/** What happens next, and the buttons that lead there, side by side on a wide screen. */
export function NextSteps({ text, children }: { text: string; children: ReactNode }) {
  return (
    <>
      <p className="status-screen__body confirmation-next">{text}</p>
      <div className="confirmation-actions">{children}</div>
    </>
  );
}

/**
 * The summary of an order the shop sent (a card payment's pending order: SPEC §2 Payment-success, Payment-error):
 * number once known, item count, total, payment method and address, then its lines with their options.
 */
export function OrderLines({
  order,
  orderId,
  title,
}: {
  order: OrderStorePayload;
  orderId: string | null;
  title?: string;
}) {
  // SPEC §3 language rule: a line keeps the Arabic name in `name` and the English one in `title`.
  const { t } = useTranslation();
  const { lang } = useLanguage();
  return (
    <OrderConfirmationSummary order={confirmationOfPayload(order, orderId)} title={title}>
      <ul className="order-confirmation__lines">
        {order.product_details.map((line, index) => {
          const options = variantOptionsText(
            orderLineOptions(line, lang),
            { size: line.psize, color: line.pcolor },
            t,
          );
          return (
            <li key={`${line.id}-${line.v_id ?? index}`}>
              <span>{cartLineName({ ...line, productName: null, id: String(line.id) }, lang)}</span>{' '}
              <bdi>× {line.quantity}</bdi>
              {options && <span className="order-confirmation__options">{options}</span>}
            </li>
          );
        })}
      </ul>
    </OrderConfirmationSummary>
  );
}

export function PaidOrderSummary({
  orderId,
  order,
}: {
  orderId: string | null;
  order: OrderStorePayload | null;
}) {
  const { t } = useTranslation();
  return (
    <PaymentMessage
      title={t('payment.successful')}
      message={t('thankYou.bodyCard')}
      tone="success"
      icon="success"
    >
      {order ? (
        <OrderLines order={order} orderId={orderId} />
      ) : (
        <OrderConfirmationSummary order={confirmationOfNumber(orderId, 'card')} />
      )}
      <NextSteps text={t('payment.nextPaid')}>
        {orderId ? (
          <Link className="button" to={`/order/${orderId}`}>
            {t('payment.viewOrder')}
          </Link>
        ) : (
          <Link className="button" to="/orders">
            {t('payment.viewOrders')}
          </Link>
        )}
        <ContinueShopping />
      </NextSteps>
    </PaymentMessage>
  );
}
