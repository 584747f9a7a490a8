import type { PaymentChoice } from '../../machines/checkout.machine';
import { useTranslation } from '../i18n/translation';
import { type PaymentBrand, PaymentLogo } from '../shared/PaymentLogo';
import type { CheckoutView } from './useCheckout';

/** SPEC §9 payment methods, each with the marks a shopper looks for: cash, and the cards the provider takes. */
const CHOICES: readonly { payment: PaymentChoice; logos: readonly PaymentBrand[] }[] = [
  { payment: 'cash', logos: ['cash'] },
  { payment: 'card', logos: ['visa', 'mastercard', 'knet'] },
];

/**
 * SPEC §2 Checkout payment method (SPEC §9: Cash on Delivery, Credit/Debit Card), fixed while an order is placed.
 * Each method is a large card to tap, with its logos and its name; underneath each is a real radio button, so the
 * arrow keys move between them and a screen reader hears one choice of two, named by the card's text. The group
 * is a borderless fieldset inside the section's box, so its legend is the box's first line in every engine (a
 * fieldset's own legend sits on its border).
 */
export function PaymentSection({ snapshot, send }: Pick<CheckoutView, 'snapshot' | 'send'>) {
  const { t } = useTranslation();
  return (
    <div className="checkout__section checkout__payment">
      <fieldset className="checkout__fieldset">
        <legend className="checkout__legend">{t('checkout.payment.title')}</legend>
        <div className="payment-choices">
          {CHOICES.map(({ payment, logos }) => (
            <label key={payment} className="payment-choice">
              <input
                type="radio"
                className="payment-choice__input"
                name="payment"
                value={payment}
                checked={snapshot.context.payment === payment}
                disabled={!snapshot.can({ type: 'user.choosePayment', payment })}
                onChange={() => send({ type: 'user.choosePayment', payment })}
              />
              <span className="payment-choice__text">
                <span className="payment-choice__label">{t(`checkout.payment.${payment}`)}</span>
                <span className="payment-choice__logos">
                  {logos.map((brand) => (
                    <PaymentLogo key={brand} brand={brand} alt="" />
                  ))}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
