import { useEffect, useRef, useState } from 'react';
import { useOrderAttention } from '../data/useOrderAttention';
import { useTranslation } from '../i18n/translation';
import { CheckoutForm } from './CheckoutForm';
import { OrderReview } from './OrderReview';
import type { ReviewOutcome } from './useOrderReviewActions';
import './Checkout.css';

/**
 * SPEC §2 Checkout, after the orders that wait for their shopper: while one does (priced again and changed, or
 * refused by the server), checkout shows it in place of the form, so no second order is placed beside it. Once the
 * shopper resolved it the form starts afresh: it waits for an order placed again at the new amounts as for any order
 * in the outbox, and places a cart that took what was left as a new order under a new key.
 */
export function CheckoutScreen() {
  const { t } = useTranslation();
  const attention = useOrderAttention();
  const [outcome, setOutcome] = useState<ReviewOutcome | null>(null);
  if (attention === null) return <p className="checkout__loading">{t('common.loading')}</p>;
  if (attention.length > 0) {
    return (
      <section className="checkout" aria-labelledby="checkout-title">
        <h1 id="checkout-title" className="checkout__title">
          {t('orderReview.title')}
        </h1>
        <OrderReview entries={attention} onDone={setOutcome} />
      </section>
    );
  }
  return (
    <>
      {outcome && outcome !== 'replaced' && <OutcomeNote text={t(`orderReview.${outcome}`)} />}
      <CheckoutForm />
    </>
  );
}

/** What became of the order, where the focus goes once the button pressed has left with the review. */
function OutcomeNote({ text }: { text: string }) {
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => note.current?.focus(), []);
  return (
    <p className="checkout__outcome" role="status" tabIndex={-1} ref={note}>
      {text}
    </p>
  );
}
