import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';

/** SPEC §2 Thank-you: Order Successful, with Track Your Order (/orders) and Continue Shopping (/). */
export function ThankYouScreen() {
  const { t } = useTranslation();
  const state = useLocation().state as { orderId?: unknown; paymentMethod?: unknown } | null;
  const orderId = state?.orderId;
  return (
    <section className="status-screen" aria-labelledby="thank-you-title">
      <h1 id="thank-you-title" className="status-screen__title">
        {t('thankYou.title')}
      </h1>
      <p className="status-screen__body">
        {t(state?.paymentMethod === 'card' ? 'thankYou.bodyCard' : 'thankYou.body')}
      </p>
      {typeof orderId === 'string' && orderId !== '' ? (
        <p className="status-screen__body">{t('thankYou.orderNumber', { id: orderId })}</p>
      ) : null}
      <Link className="button" to="/orders">
        {t('thankYou.track')}
      </Link>
      <Link className="button" to="/">
        {t('thankYou.continueShopping')}
      </Link>
    </section>
  );
}
