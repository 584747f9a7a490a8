import { useTranslation } from 'react-i18next';
import { EmptyState } from '../shared/EmptyState';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import type { ProductListingView } from './useProductListing';

/**
 * A sorted or filtered list (issue 30): its first page of cards and "Show more" for the next; none matching says so
 * and offers to clear the filters; a failure keeps the last list and offers to try again.
 */
export function ListedProducts({
  view,
  label,
  onClear,
}: {
  view: ProductListingView;
  label: string;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  const { answer, failed } = view;
  if (!answer) {
    return failed ? (
      <div role="alert" className="listing-more">
        <p>{t('listing.failed')}</p>
        <button type="button" className="button" onClick={view.retry}>
          {t('common.tryAgain')}
        </button>
      </div>
    ) : (
      <ProductGridSkeleton />
    );
  }
  if (answer.total === 0) {
    return (
      <EmptyState icon="filter" title={t('listing.noMatchTitle')} body={t('listing.noMatchBody')}>
        <button type="button" className="button" onClick={onClear}>
          {t('listing.clear')}
        </button>
      </EmptyState>
    );
  }
  return (
    <>
      <ProductGrid products={answer.products} label={label} />
      {answer.products.length < answer.total && (
        <div className="listing-more">
          <p>{t('listing.shownOf', { shown: answer.products.length, total: answer.total })}</p>
          <button type="button" className="button button--secondary" onClick={view.showMore}>
            {t('listing.showMore')}
          </button>
        </div>
      )}
    </>
  );
}
