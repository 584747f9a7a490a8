import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useOrderAttention } from '../data/useOrderAttention';
import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';
import { OrderReview } from './OrderReview';
import type { ReviewOutcome } from './useOrderReviewActions';

/**
 * Where the shell's notice leads: the orders waiting for their shopper. An order placed again, or a cart that took
 * what was left, continues on checkout (which waits for the new order, or places the cart again); a cancelled or
 * dismissed one is said so here, with the focus on the heading, so a screen reader hears what became of it.
 */
export function OrderReviewScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const entries = useOrderAttention();
  const heading = useRef<HTMLHeadingElement>(null);
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  const done = (resolved: ReviewOutcome) => {
    if (resolved === 'replaced' || resolved === 'tookWhatIsLeft') {
      navigate('/checkout');
      return;
    }
    setOutcome(resolved);
    heading.current?.focus();
  };
  return (
    <section className="order-review-screen" aria-labelledby="order-review-title">
      <h1 id="order-review-title" className="order-review-screen__title" tabIndex={-1} ref={heading}>
        {t('orderReview.title')}
      </h1>
      <p className="order-review-screen__status" role="status">
        {outcome ? t(`orderReview.${outcome}`) : ''}
      </p>
      {entries === null ? (
        <p>{t('common.loading')}</p>
      ) : entries.length > 0 ? (
        <OrderReview entries={entries} onDone={done} />
      ) : (
        <EmptyState icon="cart" title={t('orderReview.nothing')}>
          <Link className="button" to="/cart">
            {t('cart.title')}
          </Link>
        </EmptyState>
      )}
    </section>
  );
}
