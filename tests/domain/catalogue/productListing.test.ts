import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  DEFAULT_LISTING,
  isDefaultListing,
  type ListedProduct,
  type Listing,
  listingFacets,
  listProducts,
} from '../../../src/domain';
import { colourOption, sizeOption } from '../factories';

const shirt: ListedProduct = {
  productId: 3,
  name: 'قميص',
  nameEn: 'Shirt',
  priceFils: 4500,
  quantity: 2,
  options: [sizeOption('M'), colourOption('Red', 'أحمر'), sizeOption('L')],
};
const kettle: ListedProduct = { productId: 1, name: 'غلاية', nameEn: 'Kettle', priceFils: 9000, quantity: 0 };
const abaya: ListedProduct = {
  productId: 2,
  name: 'عباية',
  nameEn: 'Abaya',
  priceFils: 4500,
  quantity: 5,
  options: [sizeOption('L'), colourOption('Black', 'أسود')],
};
const all = [kettle, abaya, shirt];

const ids = (products: readonly ListedProduct[]) => products.map((product) => product.productId);
const listing = (change: { sort?: Listing['sort']; filter?: Partial<Listing['filter']> }): Listing => ({
  sort: change.sort ?? 'recommended',
  filter: { ...DEFAULT_LISTING.filter, ...change.filter },
});

describe('sorting a list of products', () => {
  it("keeps the list's own order when recommended", () => {
    expect(ids(listProducts(all, DEFAULT_LISTING, 'en'))).toEqual([1, 2, 3]);
  });

  it('sorts by price either way, equal prices in the list order', () => {
    expect(ids(listProducts(all, listing({ sort: 'priceAsc' }), 'en'))).toEqual([2, 3, 1]);
    expect(ids(listProducts(all, listing({ sort: 'priceDesc' }), 'en'))).toEqual([1, 2, 3]);
  });

  it('puts the newest first: the highest product number', () => {
    expect(ids(listProducts(all, listing({ sort: 'newest' }), 'en'))).toEqual([3, 2, 1]);
  });

  it("sorts by name in the shopper's language", () => {
    expect(ids(listProducts(all, listing({ sort: 'name' }), 'en'))).toEqual([2, 1, 3]);
    // عباية, غلاية, قميص in Arabic alphabetical order.
    expect(ids(listProducts([shirt, kettle, abaya], listing({ sort: 'name' }), 'ar'))).toEqual([2, 1, 3]);
  });

  it('never adds, drops or repeats a product when only sorting', () => {
    const product = fc.record({
      productId: fc.integer({ min: 1, max: 1_000 }),
      name: fc.string(),
      nameEn: fc.string(),
      priceFils: fc.integer({ min: 0, max: 100_000 }),
      quantity: fc.integer({ min: 0, max: 5 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(product, { maxLength: 40, selector: (p) => p.productId }),
        fc.constantFrom(...(['recommended', 'priceAsc', 'priceDesc', 'newest', 'name'] as const)),
        (products, sort) => {
          const sorted = listProducts(products, listing({ sort }), 'ar');
          expect([...sorted].sort((a, b) => a.productId - b.productId)).toEqual(
            [...products].sort((a, b) => a.productId - b.productId),
          );
          if (sort === 'priceAsc')
            expect(sorted.slice(1).every((p, i) => p.priceFils >= (sorted[i]?.priceFils ?? 0))).toBe(true);
        },
      ),
    );
  });

  it('orders by price or newness exactly as a stable comparing sort does, ties in the list order', () => {
    const byComparing = {
      priceAsc: (a: ListedProduct, b: ListedProduct) => a.priceFils - b.priceFils,
      priceDesc: (a: ListedProduct, b: ListedProduct) => b.priceFils - a.priceFils,
      newest: (a: ListedProduct, b: ListedProduct) => b.productId - a.productId,
    };
    const product = fc.record({
      // Large numbers too: past what a key of number and place holds exactly, the list is still in order.
      productId: fc.oneof(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
      ),
      name: fc.constant('x'),
      nameEn: fc.constant('x'),
      priceFils: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: 2 ** 50 })),
      quantity: fc.constant(1),
    });
    fc.assert(
      fc.property(
        fc.array(product, { maxLength: 60 }),
        fc.constantFrom(...(['priceAsc', 'priceDesc', 'newest'] as const)),
        (products, sort) => {
          expect(listProducts(products, listing({ sort }), 'en')).toEqual(
            [...products].sort(byComparing[sort]),
          );
        },
      ),
    );
  });
});

describe('filtering a list of products', () => {
  it('keeps only what is in stock when asked', () => {
    expect(ids(listProducts(all, listing({ filter: { inStock: true } }), 'en'))).toEqual([2, 3]);
  });

  it('keeps prices within the range, both ends included', () => {
    expect(ids(listProducts(all, listing({ filter: { minFils: 4500, maxFils: 8000 } }), 'en'))).toEqual([
      2, 3,
    ]);
    expect(ids(listProducts(all, listing({ filter: { minFils: 5000 } }), 'en'))).toEqual([1]);
    expect(ids(listProducts(all, listing({ filter: { maxFils: 4499 } }), 'en'))).toEqual([]);
  });

  it('takes any chosen value of one attribute, and every attribute chosen', () => {
    expect(ids(listProducts(all, listing({ filter: { options: { Size: ['M', 'L'] } } }), 'en'))).toEqual([
      2, 3,
    ]);
    expect(
      ids(listProducts(all, listing({ filter: { options: { Size: ['L'], Color: ['Red'] } } }), 'en')),
    ).toEqual([3]);
    // A product whose variants the backend did not describe matches no value.
    expect(ids(listProducts(all, listing({ filter: { options: { Size: ['M'] } } }), 'en'))).not.toContain(1);
  });

  it('counts the chosen filters, and knows a listing that changes nothing', () => {
    const chosen = listing({
      sort: 'name',
      filter: { inStock: true, minFils: 1, options: { Size: ['M', 'L'] } },
    });
    expect(activeFilterCount(chosen.filter)).toBe(4);
    expect(isDefaultListing(chosen)).toBe(false);
    expect(isDefaultListing(DEFAULT_LISTING)).toBe(true);
  });
});

describe("a list's facets", () => {
  it('offers the price range and each attribute value with how many products have it, in both languages', () => {
    expect(listingFacets(all, 'en')).toEqual({
      minFils: 4500,
      maxFils: 9000,
      options: [
        {
          name: 'Size',
          nameAr: 'المقاس',
          groups: [
            [
              { value: 'M', valueAr: 'M', count: 1 },
              { value: 'L', valueAr: 'L', count: 2 },
            ],
          ],
        },
        {
          name: 'Color',
          nameAr: 'اللون',
          groups: [
            [
              { value: 'Black', valueAr: 'أسود', count: 1 },
              { value: 'Red', valueAr: 'أحمر', count: 1 },
            ],
          ],
        },
      ],
    });
  });

  it('groups sizes of different kinds apart, each in its natural order', () => {
    const sized = (productId: number, ...sizes: string[]): ListedProduct => ({
      ...kettle,
      productId,
      options: sizes.map(sizeOption),
    });
    const facets = listingFacets(
      [sized(1, '58', '56', '60'), sized(2, 'XL', 'S'), sized(3, '44', '40', '42'), sized(4, 'M', 'S')],
      'en',
    );
    expect(
      facets.options[0]?.groups.map((group) => group.map((size) => `${size.value}×${size.count}`)),
    ).toEqual([
      ['S×2', 'M×1', 'XL×1'],
      ['40×1', '42×1', '44×1'],
      ['56×1', '58×1', '60×1'],
    ]);
  });

  it('has no range for an empty list', () => {
    expect(listingFacets([], 'en')).toEqual({ minFils: null, maxFils: null, options: [] });
  });
});
