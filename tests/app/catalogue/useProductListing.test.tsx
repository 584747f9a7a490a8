import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useProductListing } from '../../../src/app/catalogue/useProductListing';
import type { ListingRequest, ListingScope } from '../../../src/contract';
import type { ProductDoc } from '../../../src/db';
import { DEFAULT_LISTING, type Listing } from '../../../src/domain';
import { fakeSync, renderWithShop } from '../renderWithShop';

const product = (productId: number, priceFils: number): ProductDoc => ({
  id: String(productId),
  productId,
  categoryId: 2,
  name: `منتج ${productId}`,
  nameEn: `Product ${productId}`,
  priceFils,
  oldPriceFils: null,
  image: null,
  quantity: 4,
  hasVariants: false,
  updatedAt: 1,
});

const CHEAPEST_FIRST: Listing = { ...DEFAULT_LISTING, sort: 'priceAsc' };

/** The worker's lists over `stored`, as it works them out when asked: by id, or cheapest first. */
function listingsOver(stored: ProductDoc[]) {
  return fakeSync({
    listProducts: async ({ listing, offset, limit }: ListingRequest) => {
      const listed = [...stored].sort((a, b) =>
        listing.sort === 'priceAsc' ? a.priceFils - b.priceFils : a.productId - b.productId,
      );
      return { total: listed.length, products: listed.slice(offset, offset + limit) };
    },
  });
}

interface Control {
  show: (listing: Listing, changed: string) => void;
  prepare: (listing: Listing) => Promise<void>;
}
let control: Control | null = null;
afterEach(() => {
  control = null;
});

/** A list of the scope as a screen shows it; the test sets its listing and `changed` as the screen's address would. */
function Listed({ scope }: { scope: ListingScope }) {
  const [shown, setShown] = useState({ listing: DEFAULT_LISTING, changed: 'first' });
  const view = useProductListing(scope, shown.listing, shown.changed);
  control = { show: (listing, changed) => setShown({ listing, changed }), prepare: view.prepare };
  return <p data-testid="ids">{view.listed?.products.map((doc) => doc.productId).join(',') ?? 'none'}</p>;
}

const ids = () => screen.getByTestId('ids').textContent;

describe('a list of products as the worker sorts it', () => {
  it('shows a choice prepared before its address, then asks again once the stored products change', async () => {
    const stored = [product(1, 3_000), product(2, 1_000)];
    await renderWithShop(<Listed scope={{ categoryIds: [101] }} />, { sync: listingsOver(stored) });
    await waitFor(() => expect(ids()).toBe('1,2'));

    await act(() => control?.prepare(CHEAPEST_FIRST));
    act(() => control?.show(CHEAPEST_FIRST, 'first'));
    expect(ids()).toBe('2,1');

    stored.push(product(3, 500));
    act(() => control?.show(CHEAPEST_FIRST, 'stored again'));
    await waitFor(() => expect(ids()).toBe('3,2,1'));
  });

  it('does not show a prepared list the stored products changed under before its address came', async () => {
    const stored = [product(1, 3_000), product(2, 1_000)];
    await renderWithShop(<Listed scope={{ categoryIds: [102] }} />, { sync: listingsOver(stored) });
    await waitFor(() => expect(ids()).toBe('1,2'));

    // Chosen over the first screen; the whole category is stored before the address follows the choice.
    await act(() => control?.prepare(CHEAPEST_FIRST));
    stored.push(product(3, 500));
    act(() => control?.show(DEFAULT_LISTING, 'stored again'));
    await waitFor(() => expect(ids()).toBe('1,2,3'));
    act(() => control?.show(CHEAPEST_FIRST, 'stored again'));
    await waitFor(() => expect(ids()).toBe('3,2,1'));
  });
});
