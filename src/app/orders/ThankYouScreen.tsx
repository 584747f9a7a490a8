import { Link, useLocation } from 'react-router-dom';
import {
  confirmationOfNumber,
  confirmationOfOrder,
  orderDeliveryPlace,
  type PaymentMethod,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { ConfirmationIcon } from './ConfirmationIcon';
import { DeliveryEstimate } from './DeliveryEstimate';
import { OrderConfirmationSummary } from './OrderConfirmationSummary';
import { useConfirmedOrder } from './useConfirmedOrder';

/**
 * SPEC §2 Thank-you: Order Successful, with Track Your Order (/orders) and Continue Shopping (/). Checkout (cash)
 * and the card callback hand over the order's number, and the page sums that order up; opened without one (typed
 * in, or from history) it has nothing to sum up.
 */
export function ThankYouScreen() {
  const { t } = useTranslation();
  const state = useLocation().state as { orderId?: unknown; paymentMethod?: unknown } | null;
  const orderId = typeof state?.orderId === 'string' && state.orderId !== '' ? state.orderId : null;
  const method = state?.paymentMethod === 'card' ? 'card' : 'cash';
  return (
    <section className="status-screen" aria-labelledby="thank-you-title">
      <ConfirmationIcon tone="success" />
      <h1 id="thank-you-title" className="status-screen__title">
        {t('thankYou.title')}
      </h1>
      <p className="status-screen__body">{t(method === 'card' ? 'thankYou.bodyCard' : 'thankYou.body')}</p>
      {orderId !== null && <PlacedOrderSummary orderId={orderId} method={method} />}
      <p className="status-screen__body confirmation-next">
        {t(method === 'card' ? 'thankYou.nextCard' : 'thankYou.nextCash')}
      </p>
      <div className="confirmation-actions">
        <Link className="button" to="/orders">
          {t('thankYou.track')}
        </Link>
        <Link className="button button--secondary" to="/">
          {t('thankYou.continueShopping')}
        </Link>
      </div>
    </section>
  );
}

/**
 * The order as the local orders store has it, with when it should arrive, or its number and how it is paid until
 * that copy arrives.
 */
function PlacedOrderSummary({ orderId, method }: { orderId: string; method: PaymentMethod }) {
  const stored = useConfirmedOrder(orderId);
  const place = stored ? orderDeliveryPlace(stored) : null;
  return (
    <OrderConfirmationSummary
      order={stored ? confirmationOfOrder(stored) : confirmationOfNumber(orderId, method)}
    >
      {stored && place && <DeliveryEstimate place={place} placedAt={stored.created_at} />}
    </OrderConfirmationSummary>
  );
}
