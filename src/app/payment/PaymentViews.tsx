/** The panels the payment pages are made of: one message with its actions, and the paid order's summary. */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatKd, type OrderStorePayload, toFils } from '../../domain';
import { useLanguage } from '../components/useLanguage';

interface MessageProps {
  title: string;
  message: string;
  /** Errors are announced at once; progress politely. */
  tone: 'progress' | 'error';
  children?: ReactNode;
}

export function PaymentMessage({ title, message, tone, children }: MessageProps) {
  return (
    <section className="status-screen" aria-labelledby="payment-title" aria-busy={tone === 'progress'}>
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

export function TryAgainAtCheckout() {
  const { t } = useTranslation();
  return (
    <Link className="button" to="/checkout">
      {t('payment.tryAgain')}
    </Link>
  );
}

/** What was ordered and paid: total and lines, from the order the shop sent (SPEC §2 Payment-success). */
export function OrderLines({ order }: { order: OrderStorePayload }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const count = order.product_details.reduce((sum, line) => sum + line.quantity, 0);
  return (
    <div className="payment-order">
      <ul className="payment-order__lines">
        {order.product_details.map((line, index) => (
          <li key={`${line.id}-${line.v_id ?? index}`}>
            <span>{line.name ?? line.title}</span> <bdi>× {line.quantity}</bdi>
          </li>
        ))}
      </ul>
      <p className="status-screen__body">{t('payment.itemCount', { count })}</p>
      <p className="payment-order__total">
        {t('payment.total', { total: formatKd(toFils(order.order_detail.total_price), lang) })}
      </p>
    </div>
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
      message={orderId ? t('payment.orderNumber', { id: orderId }) : ''}
      tone="progress"
    >
      {order ? <OrderLines order={order} /> : null}
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
    </PaymentMessage>
  );
}
