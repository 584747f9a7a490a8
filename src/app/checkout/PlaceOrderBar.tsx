import { useTranslation } from 'react-i18next';
import { errorText } from '../i18n/errorText';
import type { CheckoutView } from './useCheckout';

/** What is happening to the order now: placing it (or waiting to go online), or starting the card payment. */
function progressKey({ snapshot, card, waitingOffline }: CheckoutView): string | null {
  if (snapshot.matches({ open: { order: 'placingCash' } }))
    return waitingOffline ? 'checkout.waitingOnline' : 'checkout.placing';
  if (snapshot.matches({ open: { order: 'payingByCard' } }))
    return card.matches('initiating') ? 'payment.starting' : 'payment.redirecting';
  return null;
}

/**
 * SPEC §2 Checkout's Place Order, enabled exactly when the machine can take it (not while the rates load or an
 * order is on its way), with why the last attempt failed (SPEC §5, §8) and what is happening now.
 */
export function PlaceOrderBar(view: CheckoutView) {
  const { t, i18n } = useTranslation();
  const { snapshot, send } = view;
  const { error, paymentError } = snapshot.context;
  const problem = error ? t(`checkout.errors.${error}`) : errorText(t, i18n, 'payment.errors', paymentError);
  const progress = progressKey(view);
  return (
    <div className="checkout__bar">
      <p className="checkout__error" role="alert">
        {problem}
      </p>
      <p className="checkout__muted" role="status">
        {progress ? t(progress) : ''}
      </p>
      <button
        type="button"
        className="button checkout__place"
        disabled={!snapshot.can({ type: 'user.placeOrder' })}
        onClick={() => send({ type: 'user.placeOrder' })}
      >
        {t('checkout.placeOrder')}
      </button>
    </div>
  );
}
