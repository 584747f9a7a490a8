import { type ReactNode, useId } from 'react';
import { addressParts, formatKd, type OrderConfirmation } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { AddressParts } from '../shared/AddressParts';
import { deliveryAmount } from '../shared/orderAmounts';
import { PhoneNumber } from '../shared/PhoneNumber';
import { useLanguage } from '../shared/useLanguage';
import './OrderConfirmation.css';

/**
 * The order summary of the confirmation pages (SPEC §2 Thank-you, Payment-success, Payment-error): number, item
 * count, delivery (Free at zero, as checkout says), total, payment method and delivery address, each only when known; `children` follow (the lines).
 */
export function OrderConfirmationSummary({
  order,
  title,
  children,
}: {
  order: OrderConfirmation;
  title?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const titleId = useId();
  // In the page's language from the order's parts where it has them; else the line as it was ordered.
  const placeParts = order.addressParts ? addressParts(order.addressParts, lang) : [];
  return (
    <section className="order-confirmation" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-confirmation__title">
        {title ?? t('orders.summary.title')}
      </h2>
      <dl className="order-confirmation__facts">
        {order.id !== null && (
          <>
            <dt>{t('orders.summary.orderNumber')}</dt>
            <dd>
              <PhoneNumber value={order.id} />
            </dd>
          </>
        )}
        {order.itemCount !== null && (
          <>
            <dt>{t('orderDetail.items')}</dt>
            <dd>{order.itemCount}</dd>
          </>
        )}
        {order.deliveryFils !== null && (
          <>
            <dt>{t('orderDetail.delivery')}</dt>
            <dd>{deliveryAmount(order.deliveryFils, lang, t('orders.summary.deliveryFree'))}</dd>
          </>
        )}
        {order.totalFils !== null && (
          <>
            <dt>{t('orderDetail.total')}</dt>
            <dd className="order-confirmation__total">{formatKd(order.totalFils, lang)}</dd>
          </>
        )}
        {order.paymentMethod !== null && (
          <>
            <dt>{t('orderDetail.paymentMethod')}</dt>
            <dd>{t(`orderDetail.${order.paymentMethod}`)}</dd>
          </>
        )}
        {order.address !== null && (
          <>
            <dt>{t('orderDetail.deliveryAddress')}</dt>
            <dd>
              {placeParts.length > 0 ? <AddressParts parts={placeParts} /> : <bdi>{order.address}</bdi>}
            </dd>
          </>
        )}
      </dl>
      {children}
    </section>
  );
}
