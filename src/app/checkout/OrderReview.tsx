import type { OrderAttention } from '../../domain';
import { OrderAttentionEntry } from './OrderAttentionEntry';
import { type ReviewOutcome, useOrderReviewActions } from './useOrderReviewActions';
import './OrderReview.css';

/**
 * The orders that wait for their shopper, each with what changed or why it was refused and what they can do about
 * it: on checkout, in place of the form, and on a screen of its own the shell's notice leads to.
 */
export function OrderReview({
  entries,
  onDone,
}: {
  entries: readonly OrderAttention[];
  onDone: (outcome: ReviewOutcome) => void;
}) {
  const actions = useOrderReviewActions();
  return (
    <div className="order-reviews">
      {entries.map((entry) => (
        <OrderAttentionEntry key={entry.orderKey} entry={entry} actions={actions} onDone={onDone} />
      ))}
    </div>
  );
}
