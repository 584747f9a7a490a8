import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ShopSync } from '../../../src/app/data/SyncContext';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import type { ShopDatabase } from '../../../src/db';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { product, syncStatus } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { resetViewport, setViewport } from '../viewport';
import { renderSearchScreen, ShowLocation } from './searchScreen';

afterEach(closeTestDatabases);
// A phone's overlay: a desktop draws its results as the product grid (SearchResultsGrid.test.tsx).
beforeEach(() => setViewport(390, 844));
afterEach(resetViewport);

async function renderOverlay(
  route: string,
  sync: ShopSync = fakeSync(),
  seed?: (db: ShopDatabase) => Promise<unknown>,
) {
  const database = await openTestDatabase();
  await database.products.bulkInsert([
    product(1, { nameEn: 'Red Shirt', name: 'قميص أحمر' }),
    product(2, { nameEn: 'Blue shirt (cotton)', name: 'قميص أزرق' }),
    product(3, { nameEn: 'Kettle', name: 'غلاية' }),
  ]);
  await seed?.(database);
  await renderSearchScreen(<SearchOverlay />, { database, sync, route });
  return database;
}

const results = () => screen.findByRole('list', { name: 'Search results' });
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('link')
    .map((link) => link.textContent);

/** A server search that answers only when the test says so. */
function pendingSearch() {
  let answer: (ids: number[]) => void = () => {};
  const search = vi.fn(
    () =>
      new Promise<{ ids: number[]; error: null }>((resolve) => {
        answer = (ids) => resolve({ ids, error: null });
      }),
  );
  return { search, answer: (ids: number[]) => answer(ids) };
}

describe('the search overlay (SPEC §2 Search)', () => {
  it('is closed without ?search= and opens as a full-screen dialog that invites a search', async () => {
    await renderOverlay('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderOverlay('/?search=');
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(dialog).getByRole('heading', { name: 'Start searching' })).toBeTruthy();
    expect(within(dialog).getByText('Enter keywords to find products')).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('searchbox', { name: 'Search products' }));
  });

  it('shows the products stored on the device at once, whatever the case of the words', async () => {
    const { search } = pendingSearch();
    await renderOverlay('/?search=SHIRT', fakeSync({ search }));
    expect(names(await results())).toEqual([
      expect.stringContaining('Red Shirt'),
      expect.stringContaining('Blue shirt'),
    ]);
  });

  it('marks a found product that is out of stock, and only that one (SPEC §5 Out of stock)', async () => {
    const { search } = pendingSearch();
    await renderOverlay('/?search=shirt', fakeSync({ search }), (db) =>
      db.products.upsert(product(2, { nameEn: 'Blue shirt (cotton)', name: 'قميص أزرق', quantity: 0 })),
    );
    const list = await results();
    const [red, blue] = within(list).getAllByRole('link');
    expect(blue?.textContent).toContain('Out of Stock');
    expect(red?.textContent).not.toContain('Out of Stock');
  });

  it('looks the words up again once the catalogue has reached the device, without another key', async () => {
    const { search } = pendingSearch();
    const database = await renderOverlay('/?search=lamp', fakeSync({ search }));
    await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Search results' })).toBeNull());
    await database.products.insert(product(4, { nameEn: 'Desk Lamp', name: 'مصباح مكتب' }));
    await database.sync_status.upsert(syncStatus({ id: 'catalogue', lastAttemptAt: 2, lastSuccessAt: 2 }));
    expect(names(await results())).toEqual([expect.stringContaining('Desk Lamp')]);
  });

  it('takes the words literally and matches Arabic names too', async () => {
    await renderOverlay('/?search=(cotton)');
    expect(names(await results())).toEqual([expect.stringContaining('Blue shirt (cotton)')]);
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderOverlay('/?search=غلاية');
    expect(names(await results())).toEqual([expect.stringContaining('Kettle')]);
  });

  it('adds what the server finds after the local matches', async () => {
    const { search, answer } = pendingSearch();
    await renderOverlay('/?search=shirt', fakeSync({ search }), (db) =>
      db.products.insert(product(9, { nameEn: 'Dishdasha', name: 'دشداشة' })),
    );
    await results();
    await waitFor(() => expect(search).toHaveBeenCalledWith('shirt'));
    answer([9, 1]);
    await waitFor(async () => expect(names(await results())).toHaveLength(3));
    expect(names(await results())[2]).toContain('Dishdasha');
  });

  it('says it is searching, never "No products found", while the server has not answered', async () => {
    const { search, answer } = pendingSearch();
    await renderOverlay('/?search=dishdasha', fakeSync({ search }));
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(screen.queryByText('No products found')).toBeNull();
    await waitFor(() => expect(search).toHaveBeenCalled());
    answer([]);
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('Try searching with different keywords')).toBeTruthy();
  });

  it('shows empty results, not a crash, when the server search fails', async () => {
    await renderOverlay(
      '/?search=dishdasha',
      fakeSync({
        search: async () => {
          throw new Error('worker gone');
        },
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
  });

  it('never shows the results of cleared words while the next ones are looked up', async () => {
    await renderOverlay('/?search=');
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    fireEvent.change(field, { target: { value: 'shirt' } });
    expect(names(await results())).toHaveLength(2);
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.change(field, { target: { value: 'kettle' } });
    expect(screen.queryByText(/Red Shirt/)).toBeNull();
    expect(names(await results())).toEqual([expect.stringContaining('Kettle')]);
  });

  it('shows a screenful of results with the first answer, then the rest of the list', async () => {
    await renderOverlay('/?search=lamp', fakeSync(), (db) =>
      db.products.bulkInsert(
        Array.from({ length: 14 }, (_, i) =>
          product(40 + i, { nameEn: `Lamp ${i + 1}`, name: `مصباح ${i + 1}` }),
        ),
      ),
    );
    await waitFor(async () => expect(names(await results())).toHaveLength(14));
    expect(names(await results())[0]).toContain('Lamp 1');
  });

  it('opens the product a result names, leaving the overlay', async () => {
    await renderOverlay('/?search=kettle');
    fireEvent.click(within(await results()).getByRole('link'));
    expect(screen.getByTestId('location').textContent).toBe('/product/3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a result from the keyboard: Enter on the focused row', async () => {
    const user = userEvent.setup();
    await renderOverlay('/?search=kettle');
    within(await results())
      .getByRole('link')
      .focus();
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('location').textContent).toBe('/product/3');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a result pressed before the words reach the address, though the product screen is still loading', async () => {
    // Leaving for a screen whose chunk is not in yet keeps the overlay on the page (navigations are transitions);
    // the words' pending address write must not land meanwhile and take the shopper back to the search.
    let arrive: () => void = () => {};
    const chunk = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    let loaded = false;
    function LoadingProduct() {
      if (!loaded)
        throw chunk.then(() => {
          loaded = true;
        });
      return <h1>Product screen</h1>;
    }
    const database = await openTestDatabase();
    await database.products.insert(product(3, { nameEn: 'Kettle', name: 'غلاية' }));
    await renderWithShop(
      <>
        <ShowLocation />
        <Routes>
          <Route path="/product/:id" element={<LoadingProduct />} />
          <Route path="*" element={<SearchOverlay />} />
        </Routes>
      </>,
      { database, route: '/?search=' },
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'kettle' },
    });
    fireEvent.click(within(await results()).getByRole('link'));
    await new Promise((resolve) => setTimeout(resolve, 600));
    arrive();
    expect(await screen.findByRole('heading', { name: 'Product screen' })).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/product/3');
  });

  it('keeps the typed words in the address and closes with its button', async () => {
    await renderOverlay('/cart?search=');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'kettle' },
    });
    // Once typing pauses: an address update mid-burst would render the screen under the overlay again.
    expect(screen.getByTestId('location').textContent).toBe('/cart?search=');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/cart?search=kettle'));
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByTestId('location').textContent).toBe('/cart');
  });
});
