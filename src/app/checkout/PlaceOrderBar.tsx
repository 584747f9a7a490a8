import { type OutboxWait, useOutboxWait } from '../data/useSyncStatus';
import { errorText } from '../i18n/errorText';
import { useTranslation } from '../i18n/translation';
import { SlowSendingNotice } from './SlowSendingNotice';
import type { CheckoutView } from './useCheckout';

/**
 * What a cash order held in the outbox waits for: the connection, or a server in trouble it keeps retrying; while
 * nothing holds it, it is simply being placed.
 */
export function waitingKey(wait: OutboxWait | null): string {
  if (wait === 'offline') return 'checkout.waitingOnline';
  return wait === 'serverTrouble' ? 'checkout.waitingServer' : 'checkout.placing';
}

/** What is happening to the order now: placing it (or why it waits), or starting the card payment. */
function progressKey({ snapshot, card, waiting }: CheckoutView, wait: OutboxWait | null): string | null {
  if (snapshot.matches({ open: { order: 'placingCash' } }))
    return waiting ? waitingKey(wait) : 'checkout.placing';
  if (snapshot.matches({ open: { order: 'payingByCard' } }))
    return card.matches('initiating') ? 'payment.starting' : 'payment.redirecting';
  return null;
}

/**
 * SPEC §2 Checkout's Place Order, enabled exactly when the machine can take it (not while the rates load or an
 * order is on its way), with why the last attempt failed (SPEC §5, §8), what is happening now, and what the shopper
 * can do when a cash order takes long to send.
 */
export function PlaceOrderBar(view: CheckoutView) {
  const { t, i18n } = useTranslation();
  const { snapshot, send } = view;
  const { error, paymentError } = snapshot.context;
  const problem = error ? t(`checkout.errors.${error}`) : errorText(t, i18n, 'payment.errors', paymentError);
  const wait = useOutboxWait();
  const progress = progressKey(view, wait);
  return (
    <div className="checkout__bar">
      <p className="checkout__error" role="alert">
        {problem}
      </p>
      <p className="checkout__muted" role="status">
        {progress ? t(progress) : ''}
      </p>
      {snapshot.matches({ open: { order: 'placingCash' } }) && (
        <SlowSendingNotice explained={view.waiting && wait !== null} message={t('checkout.slow')} />
      )}
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
