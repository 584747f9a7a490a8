/**
 * How a list of products (a category's, or a search's results) is sorted and filtered, as Gulf shop apps offer it
 *: by price either way, newest or name; only what is in stock, a price range, and the values of the
 * products' variants (size, colour…). Within one attribute any chosen value will do; across attributes each must
 * match. "Recommended" keeps the list's own order: a category's by id (docs/API.md), a search's by rank.
 */
import type { VariantAttribute } from '../schemas/variant';
import type { Language } from '../shared/language';
import { groupOptionValues } from './optionValueGroups';

export const LISTING_SORTS = ['recommended', 'priceAsc', 'priceDesc', 'newest', 'name'] as const;
export type ListingSort = (typeof LISTING_SORTS)[number];

export interface ListingFilter {
  inStock: boolean;
  minFils: number | null;
  maxFils: number | null;
  /** Chosen values by attribute name, as the ERP keys them (English). */
  options: Readonly<Record<string, readonly string[]>>;
}

export interface Listing {
  sort: ListingSort;
  filter: ListingFilter;
}

export const DEFAULT_LISTING: Listing = {
  sort: 'recommended',
  filter: { inStock: false, minFils: null, maxFils: null, options: {} },
};

/** What listing needs of a product. */
export interface ListedProduct {
  productId: number;
  name: string;
  nameEn: string;
  priceFils: number;
  quantity: number;
  options?: readonly VariantAttribute[] | null;
}

/** How many filters are chosen: the count the Filter button shows. */
export function activeFilterCount(filter: ListingFilter): number {
  const options = Object.values(filter.options).reduce((sum, values) => sum + values.length, 0);
  return (filter.inStock ? 1 : 0) + (filter.minFils !== null || filter.maxFils !== null ? 1 : 0) + options;
}

export const isDefaultListing = (listing: Listing): boolean =>
  listing.sort === 'recommended' && activeFilterCount(listing.filter) === 0;

export function matchesFilter(product: ListedProduct, filter: ListingFilter): boolean {
  if (filter.inStock && product.quantity <= 0) return false;
  if (filter.minFils !== null && product.priceFils < filter.minFils) return false;
  if (filter.maxFils !== null && product.priceFils > filter.maxFils) return false;
  for (const [name, values] of Object.entries(filter.options)) {
    if (values.length === 0) continue;
    const has = product.options?.some((option) => option.name === name && values.includes(option.value));
    if (!has) return false;
  }
  return true;
}

const collators = {
  ar: new Intl.Collator('ar', { sensitivity: 'base', numeric: true }),
  en: new Intl.Collator('en', { sensitivity: 'base', numeric: true }),
};

const nameIn = (product: ListedProduct, lang: 'ar' | 'en') =>
  lang === 'en' ? product.nameEn || product.name : product.name;

/**
 * The sorts by a whole number: the number each product sorts by, smallest first. Sorted as numbers in a typed array,
 * not by a comparing function: the first sort of a few thousand products then takes a fraction of a millisecond on
 * a cold engine instead of several, which a shopper choosing a sort waits for.
 */
const SORT_NUMBERS: Record<
  Exclude<ListingSort, 'recommended' | 'name'>,
  (product: ListedProduct) => number
> = {
  priceAsc: (product) => product.priceFils,
  priceDesc: (product) => -product.priceFils,
  // The server numbers products as they are added (docs/API.md), so the highest id is the newest.
  newest: (product) => -product.productId,
};

/**
 * Sorts by each product's number, ties in the list's own order: each key is the number times the list's length
 * plus the product's place, so one numeric sort orders by number, then place. Null when a key would not be exact
 * (a fraction, or too large), for the comparing sort to do instead.
 */
function sortedByNumber<T extends ListedProduct>(
  kept: readonly T[],
  numberOf: (product: T) => number,
): T[] | null {
  const size = kept.length;
  const keys = new Float64Array(size);
  for (let place = 0; place < size; place++) {
    const key = numberOf(kept[place] as T) * size + place;
    if (!Number.isSafeInteger(key)) return null;
    keys[place] = key;
  }
  keys.sort();
  return Array.from(keys, (key) => kept[((key % size) + size) % size] as T);
}

const compareNumbers =
  (numberOf: (product: ListedProduct) => number) => (a: ListedProduct, b: ListedProduct) =>
    numberOf(a) - numberOf(b);

/** The products the listing keeps, in its order; equal ones keep the list's own order. */
export function listProducts<T extends ListedProduct>(
  products: readonly T[],
  listing: Listing,
  lang: 'ar' | 'en',
): T[] {
  const kept =
    activeFilterCount(listing.filter) === 0
      ? [...products]
      : products.filter((product) => matchesFilter(product, listing.filter));
  if (listing.sort === 'recommended') return kept;
  if (listing.sort === 'name') {
    const collator = collators[lang];
    // Array sort is stable, so ties stay in the list's own order.
    return kept.sort((a, b) => collator.compare(nameIn(a, lang), nameIn(b, lang)));
  }
  const numberOf = SORT_NUMBERS[listing.sort];
  return sortedByNumber(kept, numberOf) ?? kept.sort(compareNumbers(numberOf));
}

interface OptionValueCount {
  value: string;
  valueAr: string | null;
  /** How many of the list's products offer it. */
  count: number;
}

export interface OptionFacet {
  name: string;
  nameAr: string | null;
  /** Its values grouped by kind, each group in its natural order (optionValueGroups.ts). */
  groups: OptionValueCount[][];
}

export interface ListingFacets {
  /** The cheapest and dearest price in the list; null for an empty list. */
  minFils: number | null;
  maxFils: number | null;
  /** Each attribute the list's products have, in the order first met, with how many products offer each value. */
  options: OptionFacet[];
}

/** What the filters can offer for a list: taken over the whole list, so choosing one never hides the others. */
export function listingFacets(products: readonly ListedProduct[], lang: Language): ListingFacets {
  let minFils: number | null = null;
  let maxFils: number | null = null;
  const byName = new Map<
    string,
    { name: string; nameAr: string | null; byValue: Map<string, OptionValueCount>; offered: string[][] }
  >();
  for (const product of products) {
    minFils = minFils === null ? product.priceFils : Math.min(minFils, product.priceFils);
    maxFils = maxFils === null ? product.priceFils : Math.max(maxFils, product.priceFils);
    const offered = new Map<string, Set<string>>();
    for (const option of product.options ?? []) {
      let entry = byName.get(option.name);
      if (!entry) {
        entry = { name: option.name, nameAr: option.name_ar ?? null, byValue: new Map(), offered: [] };
        byName.set(option.name, entry);
      }
      const values = offered.get(option.name) ?? new Set();
      offered.set(option.name, values);
      if (values.has(option.value)) continue;
      values.add(option.value);
      let value = entry.byValue.get(option.value);
      if (!value) {
        value = { value: option.value, valueAr: option.value_ar ?? null, count: 0 };
        entry.byValue.set(option.value, value);
      }
      value.count++;
    }
    for (const [name, values] of offered) byName.get(name)?.offered.push([...values]);
  }
  return {
    minFils,
    maxFils,
    options: [...byName.values()].map(({ name, nameAr, byValue, offered }) => ({
      name,
      nameAr,
      groups: groupOptionValues([...byValue.values()], offered, lang),
    })),
  };
}
