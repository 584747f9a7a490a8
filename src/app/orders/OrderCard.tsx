import { Link } from 'react-router-dom';
import { formatKd, type Order, orderPaymentLine, toFils } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { SafeImage } from '../shared/SafeImage';
import { useLanguage } from '../shared/useLanguage';
import { formatOrderDate } from './orderDate';
import { paymentLineText } from './paymentLineText';
import { StatusBadge } from './StatusBadge';

/** SPEC §2 Orders: up to 3 product thumbnails, then a +N count of the rest. */
const THUMBNAILS = 3;

/**
 * One order of the list: id, date, status badge, thumbnails, item count and total, and a refund when one is owed or
 * made; the whole card opens it.
 */
export function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const shown = order.products.slice(0, THUMBNAILS);
  const more = order.products.length - shown.length;
  const itemCount = order.products.reduce((sum, product) => sum + product.quantity, 0);
  const payment = orderPaymentLine(order);
  return (
    <li className="order-card">
      <Link className="order-card__link" to={`/order/${order.id}`}>
        <span className="order-card__head">
          <span className="order-card__id">{t('orders.orderNumber', { id: order.id })}</span>
          <StatusBadge status={order.order_status} />
        </span>
        <time className="order-card__date" dateTime={order.created_at}>
          {formatOrderDate(order.created_at, lang)}
        </time>
        {/* The thumbnails are for the eye: the item count below says what a screen reader needs. */}
        <span className="order-card__thumbs" aria-hidden="true">
          {shown.map((product, index) => (
            <SafeImage
              // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move, and two may be one product.
              key={`${product.id}-${index}`}
              className="order-card__thumb"
              src={product.image}
              alt=""
              width={48}
              height={48}
            />
          ))}
          {more > 0 && <span className="order-card__more">+{more}</span>}
        </span>
        <span className="order-card__foot">
          <span>{t('orders.itemCount', { count: itemCount })}</span>
          <span className="order-card__total">
            {t('orders.total')} {formatKd(toFils(order.total_price), lang)}
          </span>
        </span>
        {/* Money on its way back is news the list tells at once; an order's other payment states wait in its detail. */}
        {'fils' in payment && <span className="order-card__refund">{paymentLineText(payment, t, lang)}</span>}
      </Link>
    </li>
  );
}
