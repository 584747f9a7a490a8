import type { ReactNode } from 'react';
import {
  addressParts,
  cartLineName,
  formatKd,
  isDescriptionShown,
  type Order,
  orderDeliveryPlace,
  orderLineOptions,
  orderPaymentLine,
  TRUNCATE_LIMITS,
  timelineIndex,
  timelineStop,
  toFils,
  truncate,
} from '../../domain';
import { htmlText } from '../content/SanitizedHtml';
import { useTranslation } from '../i18n/translation';
import { AddressParts } from '../shared/AddressParts';
import { deliveryAmount, discountAmount } from '../shared/orderAmounts';
import { PhoneNumber } from '../shared/PhoneNumber';
import { SafeImage } from '../shared/SafeImage';
import { useLanguage } from '../shared/useLanguage';
import { variantOptionsText } from '../shared/variantOptionsText';
import { DeliveryEstimate } from './DeliveryEstimate';
import { OrderTimeline } from './OrderTimeline';
import { formatOrderDate } from './orderDate';
import { paymentLineText } from './paymentLineText';
import { StatusBadge } from './StatusBadge';

const IMAGE_SIZE = 64;

/**
 * An ERP description may be HTML (DESIGN Conventions). Cut to 30 characters (SPEC §9) it would be half a tag, so a
 * line shows its text only, on one line: React escapes it, and no markup of the ERP reaches the page.
 */
const descriptionText = (description: string | null) => htmlText(description ?? '').replace(/\s+/g, ' ');

/**
 * SPEC §2 Order detail: status badge and placed-on date (with when it should arrive, while it is on its way), what
 * the shopper may do with the order (`actions`: the screen's), the tracking timeline, delivery address, items with their
 * options, quantities and prices (names cut to 25, descriptions to 30: SPEC §9), the price breakdown, and payment. The lines
 * are laid out as the cart's are, and nothing in them may widen a phone's page.
 */
export function OrderDetailView({ order, actions }: { order: Order; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const kd = (fils: number) => formatKd(fils, lang);
  const lineFils = order.products.map((product) => toFils(product.price) * product.quantity);
  // An ERP that leaves out the subtotal still has the lines it is the sum of.
  const subtotal = order.sub_total ?? null;
  const subtotalFils = subtotal === null ? lineFils.reduce((a, b) => a + b, 0) : toFils(subtotal);
  const discountFils = toFils(order.discount ?? 0);
  const method = order.paymentType === 'card' || order.paymentType === 'cash' ? order.paymentType : null;
  // The delivery address's contact, whom the courier calls; the account's where the backend gives only that.
  const contactName = order.full_name || order.Customer?.name;
  const contactPhone = order.phone_number || order.Customer?.phone;
  const placeParts = order.address_parts ? addressParts(order.address_parts, lang) : [];
  const deliveryPlace = orderDeliveryPlace(order);

  return (
    <div className="order-detail">
      <header className="order-detail__head">
        <h1 className="page-title">{t('orderDetail.title', { id: order.id })}</h1>
        <StatusBadge status={order.order_status} />
        <p className="order-detail__date">
          {t('orderDetail.placedOn', { date: formatOrderDate(order.created_at, lang) })}
        </p>
        {deliveryPlace && <DeliveryEstimate place={deliveryPlace} placedAt={order.created_at} />}
      </header>

      {actions && <div className="order-detail__actions">{actions}</div>}

      <section className="order-detail__section" aria-labelledby="order-tracking">
        <h2 id="order-tracking">{t('orderDetail.tracking')}</h2>
        <OrderTimeline
          step={timelineIndex(order.order_status)}
          stop={timelineStop(order.order_status)}
          placedAt={order.created_at}
          changedAt={order.status_changed_at}
          lang={lang}
        />
      </section>

      {order.address && (
        <section className="order-detail__section" aria-labelledby="order-address">
          <h2 id="order-address">{t('orderDetail.deliveryAddress')}</h2>
          {/*
            Said again in the page's language from the order's parts, where the backend kept them: the stored line is
            in the language the order was placed in. What the shopper typed keeps its own script and direction.
          */}
          {contactName && (
            <p>
              <bdi>{contactName}</bdi>
            </p>
          )}
          <p>{placeParts.length > 0 ? <AddressParts parts={placeParts} /> : <bdi>{order.address}</bdi>}</p>
          {contactPhone && (
            <p>
              <PhoneNumber value={contactPhone} />
            </p>
          )}
        </section>
      )}

      <section className="order-detail__section" aria-labelledby="order-items">
        <h2 id="order-items">{t('orderDetail.items')}</h2>
        <ul className="order-items">
          {order.products.map((product, index) => {
            const name = cartLineName(
              { name: product.name, productName: null, title: product.title, id: String(product.id) },
              lang,
            );
            const description = descriptionText(product.description);
            const options = variantOptionsText(
              orderLineOptions(product, lang),
              { size: product.psize, color: product.pcolor },
              t,
            );
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move, and two may be one product.
              <li key={`${product.id}-${index}`} className="order-item">
                <SafeImage
                  className="order-item__image"
                  src={product.image}
                  alt=""
                  width={IMAGE_SIZE}
                  height={IMAGE_SIZE}
                />
                <div className="order-item__info">
                  <p className="order-item__name" title={name}>
                    {truncate(name, TRUNCATE_LIMITS.orderItemName)}
                  </p>
                  {options && <p className="order-item__options">{options}</p>}
                  {isDescriptionShown(description) && (
                    <p className="order-item__description">
                      {truncate(description, TRUNCATE_LIMITS.orderDescription)}
                    </p>
                  )}
                  <p className="order-item__quantity">
                    {t('orderDetail.quantity', { count: product.quantity })} × {kd(toFils(product.price))}
                  </p>
                  <p className="order-item__total">{kd(lineFils[index] ?? 0)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>

      <section className="order-detail__section" aria-labelledby="order-price">
        <h2 id="order-price">{t('orderDetail.priceDetails')}</h2>
        <dl className="order-summary">
          <dt>{t('orderDetail.subtotal')}</dt>
          <dd>{kd(subtotalFils)}</dd>
          <dt>{t('orderDetail.delivery')}</dt>
          <dd>
            {deliveryAmount(toFils(order.delivery_charges ?? 0), lang, t('orders.summary.deliveryFree'))}
          </dd>
          <dt>{t('orderDetail.discount')}</dt>
          <dd>{discountAmount(discountFils, lang)}</dd>
          <dt className="order-summary__total">{t('orderDetail.total')}</dt>
          <dd className="order-summary__total">{kd(toFils(order.total_price))}</dd>
        </dl>
      </section>

      <section className="order-detail__section" aria-labelledby="order-payment">
        <h2 id="order-payment">{t('orderDetail.payment')}</h2>
        <dl className="order-summary">
          <dt>{t('orderDetail.paymentMethod')}</dt>
          <dd>{method ? t(`orderDetail.${method}`) : (order.paymentType ?? '')}</dd>
          <dt>{t('orderDetail.paymentStatus')}</dt>
          <dd>{paymentLineText(orderPaymentLine(order), t, lang)}</dd>
        </dl>
      </section>
    </div>
  );
}
