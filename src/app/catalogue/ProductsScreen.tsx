import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DEFAULT_LISTING, isDefaultListing, type Listing } from '../../domain';
import { useLiveQuery } from '../data/useLiveQuery';
import { useTranslation } from '../i18n/translation';
import { useProductSearch } from '../search/useProductSearch';
import { EmptyState } from '../shared/EmptyState';
import { ListedProducts } from './ListedProducts';
import { ListingControls } from './ListingControls';
import { NoListingMatch } from './NoListingMatch';
import { ProductGrid } from './ProductGrid';
import { ProductGridSkeleton } from './ProductGridSkeleton';
import { useListing } from './useListing';
import { useProductListing } from './useProductListing';

/**
 * SPEC §2 Products: with `?q=` the search results for those words (a shareable search), which can be sorted and
 * filtered (in the address too); otherwise every product the shop has stored on this device, newest
 * refresh first.
 */
export function ProductsScreen() {
  const { t } = useTranslation();
  const words = useSearchParams()[0].get('q') ?? '';
  const search = useProductSearch(words);
  const { listing, choose } = useListing();
  const listed = !!words && !isDefaultListing(listing);
  const all = useLiveQuery(
    words ? null : { collection: 'products', sort: [{ updatedAt: 'desc' }], limit: 100 },
  );
  const found = words ? search.results : all.docs;
  const foundKey = words ? found.map((product) => product.productId).join(',') : '';
  // Keyed by the results' ids in their order, so a new search answer with the same results keeps the listing.
  const scope = useMemo(
    () => (foundKey ? { productIds: foundKey.split(',').map(Number) } : null),
    [foundKey],
  );
  const view = useProductListing(listed ? scope : null, listing, '');
  // The new list is worked out before the address changes, so both show in one render.
  const chooseListing = (next: Listing) => void view.prepare(next).then(() => choose(next));
  const loading = words ? search.searching && found.length === 0 : !all.ready;
  const title = words ? t('search.resultsFor', { query: search.query }) : t('categories.allProducts');

  return (
    <div>
      <h1 className="page-title">{title}</h1>
      {scope && <ListingControls scope={scope} listing={listing} onChange={chooseListing} />}
      {loading ? (
        <p role="status">{t('search.searching')}</p>
      ) : found.length === 0 ? (
        <EmptyState icon="search" title={t('search.noResultsTitle')} body={t('search.noResultsBody')} />
      ) : listed && view.listed ? (
        <ListedProducts
          view={{ ...view, listed: view.listed }}
          label={title}
          empty={
            <NoListingMatch onClear={() => chooseListing({ ...listing, filter: DEFAULT_LISTING.filter })} />
          }
        />
      ) : listed ? (
        <ProductGridSkeleton />
      ) : (
        <ProductGrid products={found} label={title} />
      )}
    </div>
  );
}
