import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/translation';
import type { ProductListingView } from './useProductListing';
import { VirtualProductGrid } from './VirtualProductGrid';

/**
 * A list the sync worker sorted and filtered, drawn windowed and loaded a page at a time as the shopper
 * scrolls; `empty` stands in when nothing is listed. A page that failed to load offers to try again, and what was
 * loaded stays.
 */
export function ListedProducts({
  view,
  label,
  empty,
  from = 'device',
}: {
  view: ProductListingView & { listed: NonNullable<ProductListingView['listed']> };
  label: string;
  empty: ReactNode;
  /** The server's first screen, shown in the same grid until the worker's list continues it. */
  from?: 'server' | 'device';
}) {
  const { t } = useTranslation();
  const { listed, failed } = view;
  if (listed.total === 0) return empty;
  return (
    <>
      <VirtualProductGrid
        products={listed.products}
        total={listed.total}
        label={label}
        from={from}
        onNearEnd={view.loadMore}
      />
      {failed && (
        <div role="alert" className="listing-more">
          <p>{t('listing.failed')}</p>
          <button type="button" className="button" onClick={view.retry}>
            {t('common.tryAgain')}
          </button>
        </div>
      )}
    </>
  );
}
