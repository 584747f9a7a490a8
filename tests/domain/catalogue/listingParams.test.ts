import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LISTING,
  LISTING_SORTS,
  type Listing,
  listingFromParams,
  listingParams,
} from '../../../src/domain';

const read = (query: string) => listingFromParams(new URLSearchParams(query));

describe('a listing in the address (shareable, Back works)', () => {
  it('reads the sort, the stock and price filters and each chosen value', () => {
    expect(read('sort=price-desc&stock=1&min=2.5&max=10&opt=Size:M&opt=Size:L&opt=Color:Red')).toEqual({
      sort: 'priceDesc',
      filter: {
        inStock: true,
        minFils: 2500,
        maxFils: 10_000,
        options: { Size: ['M', 'L'], Color: ['Red'] },
      },
    });
  });

  it('reads a tampered address as far as it parses, never failing', () => {
    expect(read('sort=cheapest&stock=yes&min=-3&max=abc&opt=Size&opt=:M&opt=Size:')).toEqual(DEFAULT_LISTING);
    expect(read('min=20&max=5').filter).toMatchObject({ minFils: 5000, maxFils: 20_000 });
  });

  it('writes a default listing as no parameters, and keeps the search words', () => {
    expect(listingParams(DEFAULT_LISTING, new URLSearchParams('q=shirt&sort=name')).toString()).toBe(
      'q=shirt',
    );
  });

  it('reads back every listing it writes', () => {
    const name = fc.constantFrom('Size', 'Color', 'المقاس');
    const value = fc.string({ minLength: 1, maxLength: 6 });
    const fils = fc.option(
      fc.integer({ min: 0, max: 999_999 }).map((n) => n * 5),
      { nil: null },
    );
    const listing = fc
      .record({
        sort: fc.constantFrom(...LISTING_SORTS),
        inStock: fc.boolean(),
        minFils: fils,
        maxFils: fils,
        options: fc.dictionary(name, fc.uniqueArray(value, { minLength: 1, maxLength: 3 })),
      })
      .filter(({ minFils, maxFils }) => minFils === null || maxFils === null || minFils <= maxFils)
      .map(
        ({ sort, ...filter }): Listing => ({
          sort,
          filter,
        }),
      );
    fc.assert(
      fc.property(listing, (chosen) => {
        expect(listingFromParams(listingParams(chosen, new URLSearchParams('q=x')))).toEqual(chosen);
      }),
    );
  });
});
