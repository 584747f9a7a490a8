import { Icon } from '../shared/Icon';
import './OrderConfirmation.css';

/** The large mark a confirmation page opens with; the heading beside it says the same in words. */
export function ConfirmationIcon({ tone }: { tone: 'success' | 'error' }) {
  return (
    <span className={`confirmation-icon confirmation-icon--${tone}`}>
      <Icon name={tone === 'success' ? 'checkCircle' : 'alertCircle'} size={56} />
    </span>
  );
}
