import { type MouseEvent, useMemo, useState } from 'react';
import type { ProductDoc } from '../../contract';
import { DEFAULT_LISTING, isDefaultListing, type Listing } from '../../domain';
import { ListingControls } from '../catalogue/ListingControls';
import { NoListingMatch } from '../catalogue/NoListingMatch';
import { ProductGrid } from '../catalogue/ProductGrid';
import { ProductGridSkeleton } from '../catalogue/ProductGridSkeleton';
import { LISTING_PAGE, useProductListing } from '../catalogue/useProductListing';
import { useTranslation } from '../i18n/translation';
import './SearchResultsGrid.css';

interface SearchResultsGridProps {
  /** The words as typed, for the heading. */
  words: string;
  /** What the words found, best first. */
  results: ProductDoc[];
  /** Opens a found product in place of the search (SearchDialog). */
  onOpen: (path: string) => void;
}

/**
 * The search overlay's results on a desktop (SPEC §2 Search; §9 grid of 5): the shop's product grid with Sort and
 * Filter, as a category has, where a phone keeps its compact list. The choice lives in the overlay, not in the
 * address, whose sort and filter belong to the page under it; new words start their filters afresh and keep the
 * sort. Sorted or filtered, the sync worker works the results out (useProductListing), a search's at most a hundred
 * in one page. Loaded on its own, only on a desktop.
 */
export function SearchResultsGrid({ words, results, onOpen }: SearchResultsGridProps) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<{ words: string; listing: Listing }>({
    words,
    listing: DEFAULT_LISTING,
  });
  const listing =
    chosen.words === words ? chosen.listing : { ...chosen.listing, filter: DEFAULT_LISTING.filter };
  const resultsKey = results.map((product) => product.productId).join(',');
  const scope = useMemo(() => ({ productIds: resultsKey.split(',').map(Number) }), [resultsKey]);
  const listed = !isDefaultListing(listing);
  const view = useProductListing(listed ? scope : null, listing, '', Math.max(LISTING_PAGE, results.length));
  const choose = (next: Listing) => void view.prepare(next).then(() => setChosen({ words, listing: next }));
  const label = t('search.results');
  const count = listed ? (view.listed?.total ?? null) : results.length;

  // A card opens its product in place of the search, as a row of the phone's list does.
  const openCard = (event: MouseEvent<HTMLDivElement>) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('a.product-card__link');
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(link.pathname);
  };

  let grid: React.ReactNode;
  if (!listed) grid = <ProductGrid products={results} label={label} />;
  else if (!view.listed) grid = <ProductGridSkeleton />;
  else if (view.listed.total === 0)
    grid = <NoListingMatch onClear={() => choose({ ...listing, filter: DEFAULT_LISTING.filter })} />;
  else grid = <ProductGrid products={view.listed.products} label={label} />;

  return (
    <div className="search-grid" onClickCapture={openCard}>
      <div className="search-grid__header">
        <p className="search-grid__title">{t('search.resultsFor', { query: words.trim() })}</p>
        {count !== null && <p className="search-grid__count">{t('categories.itemCount', { count })}</p>}
      </div>
      <ListingControls scope={scope} listing={listing} onChange={choose} />
      {grid}
    </div>
  );
}
