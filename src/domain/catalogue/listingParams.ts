/**
 * A listing (productListing.ts) in the page's address, so a sorted, filtered list can be shared and Back returns
 * to it: `sort=price-asc|price-desc|newest|name`, `stock=1`, `min=` and `max=` in KD, and `opt=Size:M` once for
 * each chosen value. Whatever does not parse is left out (a tampered address shows the list, never an error);
 * other parameters (a search's `q`) are kept.
 */
import { filsToKd, toFils } from '../shared/money';
import { DEFAULT_LISTING, type Listing, type ListingSort } from './productListing';

const SORT_PARAMS: Record<Exclude<ListingSort, 'recommended'>, string> = {
  priceAsc: 'price-asc',
  priceDesc: 'price-desc',
  newest: 'newest',
  name: 'name',
};
const LISTING_PARAMS = ['sort', 'stock', 'min', 'max', 'opt'];

function priceParam(text: string | null): number | null {
  if (text === null || !/^\d{1,6}(\.\d{1,3})?$/.test(text)) return null;
  return toFils(Number(text));
}

export function listingFromParams(params: URLSearchParams): Listing {
  const sortParam = params.get('sort');
  const sort =
    (Object.entries(SORT_PARAMS).find(([, value]) => value === sortParam)?.[0] as ListingSort | undefined) ??
    DEFAULT_LISTING.sort;
  let minFils = priceParam(params.get('min'));
  let maxFils = priceParam(params.get('max'));
  if (minFils !== null && maxFils !== null && minFils > maxFils) [minFils, maxFils] = [maxFils, minFils];
  const options: Record<string, string[]> = {};
  for (const pair of params.getAll('opt')) {
    const colon = pair.indexOf(':');
    if (colon <= 0 || colon === pair.length - 1) continue;
    const name = pair.slice(0, colon);
    const value = pair.slice(colon + 1);
    const values = options[name] ?? [];
    if (!values.includes(value)) values.push(value);
    options[name] = values;
  }
  return { sort, filter: { inStock: params.get('stock') === '1', minFils, maxFils, options } };
}

/** `params` with the listing's parameters replaced by `listing`'s; a default listing adds none. */
export function listingParams(listing: Listing, params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const name of LISTING_PARAMS) next.delete(name);
  if (listing.sort !== 'recommended') next.set('sort', SORT_PARAMS[listing.sort]);
  if (listing.filter.inStock) next.set('stock', '1');
  if (listing.filter.minFils !== null) next.set('min', String(filsToKd(listing.filter.minFils)));
  if (listing.filter.maxFils !== null) next.set('max', String(filsToKd(listing.filter.maxFils)));
  for (const [name, values] of Object.entries(listing.filter.options))
    for (const value of values) next.append('opt', `${name}:${value}`);
  return next;
}
