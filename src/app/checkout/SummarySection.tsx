import { formatKd } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { deliveryAmount, discountAmount } from '../shared/orderAmounts';
import { useLanguage } from '../shared/useLanguage';
import type { CheckoutView } from './useCheckout';

/**
 * SPEC §2 Checkout order summary: subtotal, delivery (or Free), discount (taken off) and total, as the machine priced them
 * (SPEC §9); '…' while the rates load, a word that the address decides it before one is chosen, and a way to ask
 * again when the rates could not be loaded.
 */
export function SummarySection({ snapshot, send }: Pick<CheckoutView, 'snapshot' | 'send'>) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { fee, totals } = snapshot.context.price;
  // Without an address there is no fee to show yet, and 0.00 would read as free: the row says what it waits for.
  const delivery =
    fee === null ? (
      '…'
    ) : fee.kind === 'noAddress' ? (
      <span className="checkout__muted">{t('checkout.summary.deliveryFromAddress')}</span>
    ) : (
      deliveryAmount(fee.fils, lang, t('orders.summary.deliveryFree'))
    );
  const rows = [
    ['subtotal', formatKd(totals.subtotalFils, lang)],
    ['delivery', delivery],
    ['discount', discountAmount(totals.discountFils, lang)],
  ] as const;
  return (
    <section className="checkout__section" aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">{t('checkout.summary.title')}</h2>
      <dl className="checkout__summary">
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{t(`checkout.summary.${name}`)}</dt>
            <dd data-testid={`summary-${name}`}>{value}</dd>
          </div>
        ))}
        <div className="checkout__total">
          <dt>{t('checkout.summary.total')}</dt>
          <dd data-testid="summary-total">{formatKd(totals.totalFils, lang)}</dd>
        </div>
      </dl>
      {snapshot.can({ type: 'user.retryRates' }) ? (
        <p className="checkout__muted">
          {t('checkout.summary.ratesFailed')}{' '}
          <button type="button" className="button" onClick={() => send({ type: 'user.retryRates' })}>
            {t('checkout.summary.retryRates')}
          </button>
        </p>
      ) : null}
    </section>
  );
}
