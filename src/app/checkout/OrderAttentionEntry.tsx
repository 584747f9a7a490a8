import type { TFunction } from 'i18next';
import { useId, useState } from 'react';
import {
  formatKd,
  type Language,
  type OrderAttention,
  type RepricingReason,
  reviewLineName,
  type ShortLine,
} from '../../domain';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';
import type { OrderReviewActions, ReviewOutcome } from './useOrderReviewActions';

/** One reason an order changed, in the shopper's language, amounts as the shop shows them. */
function reasonText(reason: RepricingReason, t: TFunction, lang: Language): string {
  const kd = (fils: number) => formatKd(fils, lang);
  switch (reason.kind) {
    case 'feeUp':
      return t('orderReview.feeUp', { from: kd(reason.fromFils), to: kd(reason.toFils) });
    case 'priceUp':
      return t('orderReview.priceUp', {
        name: reviewLineName(reason.line, lang),
        from: kd(reason.fromFils),
        to: kd(reason.toFils),
      });
    case 'discountDown':
      return t('orderReview.discountDown', { from: kd(reason.fromFils), to: kd(reason.toFils) });
    case 'promoEnded':
      return t('orderReview.promoEnded', { code: reason.code });
    case 'lineGone':
      return t('orderReview.lineGone', { name: reviewLineName(reason.line, lang) });
    case 'lineShort':
      return t('orderReview.asked', { name: reviewLineName(reason.line, lang), count: reason.requested });
  }
}

/** "Only 2 left", or "Sold out" when nothing is. */
function ShortMark({ short }: { short: Pick<ShortLine, 'available'> }) {
  const { t } = useTranslation();
  return (
    <strong className="order-review__left">
      {short.available === 0
        ? t('orderReview.soldOut')
        : t('orderReview.onlyLeft', { count: short.available })}
    </strong>
  );
}

/**
 * One order waiting for its shopper: what changed when it was priced again (the reasons, the total agreed and the
 * total now) with Place at the New Amounts and Cancel Order, or why the server refused it; a refusal for stock
 * names each short line ("Only 2 left", "Sold out") with one Take What Is Left.
 */
export function OrderAttentionEntry({
  entry,
  actions,
  onDone,
}: {
  entry: OrderAttention;
  actions: OrderReviewActions;
  onDone: (outcome: ReviewOutcome) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const run = (action: () => Promise<ReviewOutcome>) => {
    setBusy(true);
    setFailed(false);
    action().then(onDone, () => {
      // The local database refused the write: the order still waits, and the shopper may press again.
      setBusy(false);
      setFailed(true);
    });
  };

  const forStock = entry.kind === 'refused' && entry.short.length > 0;
  const intro =
    entry.kind === 'changed'
      ? t('orderReview.changed')
      : forStock
        ? t('orderReview.refusedForStock')
        : t('orderReview.refused');
  return (
    <section className="order-review" aria-labelledby={titleId}>
      <p id={titleId} className="order-review__intro">
        {intro}
      </p>
      {entry.kind === 'changed' && (
        <>
          <ul className="order-review__reasons">
            {entry.reasons.map((reason) => (
              <li key={`${reason.kind}-${'line' in reason ? `${reason.line.id}-${reason.line.v_id}` : ''}`}>
                {reasonText(reason, t, lang)}
                {reason.kind === 'lineShort' && (
                  <>
                    {' '}
                    <ShortMark short={reason} />
                  </>
                )}
              </li>
            ))}
          </ul>
          <dl className="order-review__totals">
            <div>
              <dt>{t('orderReview.agreedTotal')}</dt>
              <dd>{formatKd(entry.agreedTotalFils, lang)}</dd>
            </div>
            {entry.newTotalFils !== null && (
              <div>
                <dt>{t('orderReview.newTotal')}</dt>
                <dd className="order-review__new-total">{formatKd(entry.newTotalFils, lang)}</dd>
              </div>
            )}
          </dl>
          {entry.order === null && <p>{t('orderReview.noneLeft')}</p>}
        </>
      )}
      {entry.kind === 'refused' &&
        (forStock ? (
          <ul className="order-review__reasons">
            {entry.short.map((short) => (
              <li key={`${short.line.id}-${short.line.v_id}`}>
                {t('orderReview.asked', { name: reviewLineName(short.line, lang), count: short.requested })}{' '}
                <ShortMark short={short} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="order-review__message">{entry.message || t('checkout.errors.failedToCreateOrder')}</p>
        ))}
      <p className="order-review__error" role="alert">
        {failed ? t('orderReview.failed') : ''}
      </p>
      <div className="order-review__actions">
        {entry.kind === 'changed' && entry.order !== null && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(() => actions.placeAtNewAmounts(entry))}
          >
            {t('orderReview.placeAtNew')}
          </button>
        )}
        {entry.kind === 'changed' && (
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => run(() => actions.cancel(entry))}
          >
            {t('orderReview.cancel')}
          </button>
        )}
        {entry.kind === 'refused' && forStock && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(() => actions.takeWhatIsLeft(entry))}
          >
            {t('orderReview.takeWhatIsLeft')}
          </button>
        )}
        {entry.kind === 'refused' && !forStock && (
          <button
            type="button"
            className="button"
            disabled={busy}
            onClick={() => run(() => actions.dismiss(entry))}
          >
            {t('orderReview.dismiss')}
          </button>
        )}
      </div>
    </section>
  );
}
