import type { FormEvent } from 'react';
import { useErrorText } from '../i18n/errorText';
import { useTranslation } from '../i18n/translation';
import type { CheckoutView } from './useCheckout';

/**
 * SPEC §2 Checkout promo code; §4: applying locks the input and Remove resets it; §5: the code is trimmed and
 * checked by the server. What can be typed or pressed is what the machine can take.
 */
export function PromoSection({ snapshot, send }: Pick<CheckoutView, 'snapshot' | 'send'>) {
  const { t } = useTranslation();
  const { promo, promoInput, promoError, promoErrorStatus } = snapshot.context;
  const applied = snapshot.matches({ open: { promo: 'applied' } });
  const checking = snapshot.matches({ open: { promo: 'checking' } });
  // SPEC §8 'Failed to validate promo code ({status})' names the HTTP status the check failed with.
  const error = useErrorText('checkout.promo.errors')(
    promoError,
    promoErrorStatus === null ? undefined : { status: promoErrorStatus },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (snapshot.can({ type: 'user.applyPromo' })) send({ type: 'user.applyPromo' });
  };
  return (
    <section className="checkout__section" aria-labelledby="checkout-promo">
      <h2 id="checkout-promo">{t('checkout.promo.title')}</h2>
      <form className="checkout__promo" onSubmit={submit}>
        <input
          aria-label={t('checkout.promo.label')}
          value={applied && promo ? promo.code : promoInput}
          readOnly={!snapshot.can({ type: 'user.promoChanged', value: '' })}
          aria-invalid={error !== ''}
          aria-describedby="checkout-promo-message"
          onChange={(event) => send({ type: 'user.promoChanged', value: event.target.value })}
        />
        {applied ? (
          <button type="button" className="button" onClick={() => send({ type: 'user.removePromo' })}>
            {t('checkout.promo.remove')}
          </button>
        ) : (
          <button type="submit" className="button" disabled={!snapshot.can({ type: 'user.applyPromo' })}>
            {checking ? t('checkout.promo.checking') : t('checkout.promo.apply')}
          </button>
        )}
      </form>
      <p
        id="checkout-promo-message"
        className={error ? 'checkout__error' : 'checkout__success'}
        role="status"
      >
        {error ||
          (applied && promo
            ? t('checkout.promo.applied', { code: promo.code, discount: promo.discount })
            : '')}
      </p>
    </section>
  );
}
