import { useId, useState } from 'react';
import type { ListingScope } from '../../contract';
import { activeFilterCount, LISTING_SORTS, type Listing, type ListingSort } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { Icon } from '../shared/Icon';
import { FilterDialog } from './FilterDialog';
import { useListingFacets } from './useListingFacets';
import './ListingControls.css';

interface ListingControlsProps {
  /** The products the filters are worked out over. */
  scope: ListingScope;
  listing: Listing;
  onChange: (listing: Listing) => void;
}

/** Sort and Filter above a list of products, for a category's products and a search's results. */
export function ListingControls({ scope, listing, onChange }: ListingControlsProps) {
  const { t } = useTranslation();
  const sortId = useId();
  const [filtering, setFiltering] = useState(false);
  // Over the whole scope, whatever is chosen: asked only while the dialog is open.
  const facets = useListingFacets(scope, filtering);
  const chosen = activeFilterCount(listing.filter);

  return (
    <div className="listing-controls">
      <label className="listing-controls__sort" htmlFor={sortId}>
        <span className="visually-hidden">{t('listing.sortBy')}</span>
        <select
          id={sortId}
          className="field-control"
          value={listing.sort}
          onChange={(event) => onChange({ ...listing, sort: event.target.value as ListingSort })}
        >
          {LISTING_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`listing.sort.${sort}`)}
            </option>
          ))}
        </select>
      </label>
      <button
        type="button"
        className={`button button--secondary listing-controls__filter${chosen > 0 ? ' is-active' : ''}`}
        aria-haspopup="dialog"
        onClick={() => setFiltering(true)}
      >
        <Icon name="filter" size={18} />
        {chosen > 0 ? t('listing.filterWithCount', { count: chosen }) : t('listing.filter')}
      </button>
      <FilterDialog
        open={filtering}
        scope={scope}
        filter={listing.filter}
        facets={facets}
        onClose={() => setFiltering(false)}
        onApply={(filter) => {
          setFiltering(false);
          onChange({ ...listing, filter });
        }}
      />
    </div>
  );
}
