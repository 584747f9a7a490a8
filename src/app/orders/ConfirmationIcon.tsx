import { Icon } from '../shared/Icon';
import './OrderConfirmation.css';

/**
 * The large mark a confirmation page opens with; the heading beside it says the same in words. A page still
 * waiting for its outcome (a payment being verified) turns a ring in the same place.
 */
export function ConfirmationIcon({ tone }: { tone: 'success' | 'error' | 'progress' }) {
  if (tone === 'progress')
    return (
      <span className="confirmation-icon confirmation-icon--progress">
        <span className="confirmation-icon__ring" />
      </span>
    );
  return (
    <span className={`confirmation-icon confirmation-icon--${tone}`}>
      <Icon name={tone === 'success' ? 'checkCircle' : 'alertCircle'} size={56} />
    </span>
  );
}
