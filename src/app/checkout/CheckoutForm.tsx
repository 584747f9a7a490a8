import { Link } from 'react-router-dom';
import { useAddressBook } from '../addresses/useAddressBook';
import { usePreselectedAddress } from '../addresses/usePreselectedAddress';
import { useOutboxWait } from '../data/useSyncStatus';
import { useTranslation } from '../i18n/translation';
import { PaymentMessage } from '../payment';
import { AddressSection } from './AddressSection';
import { ItemsSection } from './ItemsSection';
import { PaymentSection } from './PaymentSection';
import { PlaceOrderBar, waitingKey } from './PlaceOrderBar';
import { PromoSection } from './PromoSection';
import { SlowSendingNotice } from './SlowSendingNotice';
import { SummarySection } from './SummarySection';
import { useCheckout } from './useCheckout';

/**
 * SPEC §2 Checkout: address, items, promo, order summary, payment method and Place Order. The checkout machine owns
 * the order (src/machines/checkout.machine.ts, its effects in src/app/checkout/checkoutServices.ts); this form
 * lays out its sections. A cash order goes through the outbox; a card payment is handed to the cardPayment
 * machine, which stores the pending order and sends the shopper to the provider's page (SPEC §4 Checkout flows).
 */
export function CheckoutForm() {
  const { t } = useTranslation();
  const view = useCheckout();
  const wait = useOutboxWait();
  // A customer with saved addresses starts from one, not from "No delivery address selected".
  usePreselectedAddress(useAddressBook());
  const { snapshot, send } = view;
  const { shop } = snapshot.context;
  // An earlier cash order still in the outbox (SPEC §4 Cash on delivery): checkout waits for it to be sent, then
  // clears the cart and thanks, as placing it would, instead of offering to place a second one.
  if (snapshot.matches('resuming')) {
    return (
      <PaymentMessage title={t('checkout.title')} message={t(waitingKey(wait))} tone="progress">
        <SlowSendingNotice explained={wait !== null} message={t('checkout.slow')} />
        <Link className="button" to="/orders">
          {t('payment.viewOrders')}
        </Link>
      </PaymentMessage>
    );
  }
  if (!snapshot.matches('open') || !shop) return <p className="checkout__loading">{t('common.loading')}</p>;
  return (
    <section className="checkout" aria-labelledby="checkout-title">
      <h1 id="checkout-title" className="checkout__title">
        {t('checkout.title')}
      </h1>
      <AddressSection address={shop.address} />
      <ItemsSection items={shop.items} />
      <PromoSection snapshot={snapshot} send={send} />
      <SummarySection snapshot={snapshot} send={send} />
      <PaymentSection snapshot={snapshot} send={send} />
      <PlaceOrderBar {...view} />
    </section>
  );
}
