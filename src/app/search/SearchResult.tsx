import { memo } from 'react';
import { SafeImage } from '../shared/SafeImage';

const THUMB_SIZE = 56;

interface SearchResultProps {
  to: string;
  image: string | null;
  label: string;
  price: string;
  /** "Out of Stock" when the product has none (SPEC §5), so no one opens it expecting to buy; else nothing. */
  stockNote?: string | undefined;
}

/**
 * One found product in the search overlay. It takes only what it shows, as plain values, so a key that finds the
 * same product again (or the worker's live copy of it arriving) renders nothing new: typing re-renders the overlay
 * on every key, and fifty rows rendered again per key would hold up the next one. A plain link: the list follows
 * its rows' presses itself (SearchDialog), where a router link per row cost each new word's first render a
 * millisecond or two in hooks.
 */
export const SearchResult = memo(function SearchResult({
  to,
  image,
  label,
  price,
  stockNote,
}: SearchResultProps) {
  return (
    <li>
      <a className="search-result" href={to}>
        <SafeImage src={image} alt="" width={THUMB_SIZE} height={THUMB_SIZE} />
        <span className="search-result__name">{label}</span>
        <span className="search-result__price">
          {price}
          {stockNote && <span className="search-result__stock">{stockNote}</span>}
        </span>
      </a>
    </li>
  );
});
