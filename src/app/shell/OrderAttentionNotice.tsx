import { useMatch } from 'react-router-dom';
import { attentionFor } from '../../domain';
import { useShopSelection } from '../data/EventLogContext';
import { useTranslation } from '../i18n/translation';
import { ShopLink } from '../shared/ShopLink';
import { ORDER_REVIEW_PATH } from '../shared/shopPaths';
import './OrderAttentionNotice.css';

/**
 * Wherever the shopper is, an order that waits for them says so (docs/ARCHITECTURE.md "How a change gets to the
 * server"): one the outbox priced again and found changed, or one the server refused, stays on every screen with
 * one tap to review it, until they have. Checkout and the review show the orders themselves instead. The status
 * region is always there, so a screen reader announces the notice when it appears.
 */
export function OrderAttentionNotice() {
  const { t } = useTranslation();
  const waiting = useShopSelection((state) => attentionFor(state).length > 0);
  const onReview = useMatch(ORDER_REVIEW_PATH) !== null;
  const onCheckout = useMatch('/checkout') !== null;
  const shown = waiting && !onReview && !onCheckout;
  return (
    <div className={shown ? 'attention-notice' : 'attention-notice is-empty'} role="status">
      {shown && (
        <>
          <p className="attention-notice__text">{t('attention.notice')}</p>
          <ShopLink className="button attention-notice__review" to={ORDER_REVIEW_PATH}>
            {t('attention.review')}
          </ShopLink>
        </>
      )}
    </div>
  );
}
