import { useTranslation } from 'react-i18next';
import type { PaymentChoice } from '../../machines/checkout.machine';
import type { CheckoutView } from './useCheckout';

const CHOICES: readonly PaymentChoice[] = ['cash', 'card'];

/** SPEC §2 Checkout payment method (SPEC §9: Cash on Delivery, Credit/Debit Card), fixed while an order is placed. */
export function PaymentSection({ snapshot, send }: Pick<CheckoutView, 'snapshot' | 'send'>) {
  const { t } = useTranslation();
  return (
    <fieldset className="checkout__section checkout__payment">
      <legend>{t('checkout.payment.title')}</legend>
      {CHOICES.map((payment) => (
        <label key={payment} className="checkout__payment-option">
          <input
            type="radio"
            name="payment"
            value={payment}
            checked={snapshot.context.payment === payment}
            disabled={!snapshot.can({ type: 'user.choosePayment', payment })}
            onChange={() => send({ type: 'user.choosePayment', payment })}
          />
          {t(`checkout.payment.${payment}`)}
        </label>
      ))}
    </fieldset>
  );
}
