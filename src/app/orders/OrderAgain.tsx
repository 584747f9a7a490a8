import type { TFunction } from 'i18next';
import { Link } from 'react-router-dom';
import { cartLineName, type Order, type ReorderMiss } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';
import { useOrderAgain } from './useOrderAgain';

/** One line that did not go into the cart in full, and why, in the interface language. */
function missText(miss: ReorderMiss, name: string, t: TFunction): string {
  if (miss.reason === 'short')
    return miss.added === 0
      ? t('orderDetail.again.shortNone', { name })
      : t('orderDetail.again.short', { name, added: miss.added, ordered: miss.ordered });
  return t(`orderDetail.again.${miss.reason}`, { name });
}

/**
 * Order Again on a past order: what is still sold goes into the cart at today's price and within the stock, and what
 * is not is named, with a way to the cart. What happened is announced politely.
 */
export function OrderAgain({ order }: { order: Order }) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const { outcome, busy, orderAgain } = useOrderAgain(order);
  return (
    <>
      <button type="button" className="button" onClick={() => void orderAgain()} disabled={busy}>
        {busy ? t('orderDetail.again.adding') : t('orderDetail.again.button')}
      </button>
      <div className={outcome ? 'order-detail__notice' : 'visually-hidden'} role="status">
        {outcome === 'failed' ? (
          <p>{t('orderDetail.again.failed')}</p>
        ) : outcome ? (
          <>
            <p>
              {outcome.added > 0
                ? t('orderDetail.again.added', { count: outcome.added })
                : t('orderDetail.again.nothing')}
            </p>
            {outcome.missed.length > 0 && (
              <ul className="order-detail__missed">
                {outcome.missed.map((miss, index) => {
                  const name = cartLineName({ ...miss.line, productName: null, id: '' }, lang);
                  return (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the list is made once per press, in the order's order.
                    <li key={index}>{missText(miss, name, t)}</li>
                  );
                })}
              </ul>
            )}
            {outcome.added > 0 && <Link to="/cart">{t('orderDetail.again.viewCart')}</Link>}
          </>
        ) : null}
      </div>
    </>
  );
}
