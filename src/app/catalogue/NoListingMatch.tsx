import { useTranslation } from '../i18n/translation';
import { EmptyState } from '../shared/EmptyState';

/** A filtered list that keeps nothing: says so, and offers to clear the filters. */
export function NoListingMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState icon="filter" title={t('listing.noMatchTitle')} body={t('listing.noMatchBody')}>
      <button type="button" className="button" onClick={onClear}>
        {t('listing.clear')}
      </button>
    </EmptyState>
  );
}
