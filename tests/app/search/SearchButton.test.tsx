import { act, fireEvent, screen, within } from '@testing-library/react';
import { use } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchButton } from '../../../src/app/search/SearchButton';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import { fakeSync } from '../renderWithShop';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { renderSearchScreen } from './searchScreen';

afterEach(closeTestDatabases);

const neverLoaded = new Promise<never>(() => {});

/** A screen whose code or data for the new address is still on its way: it suspends while the address has ?search=. */
function ScreenStillLoading() {
  if (useLocation().search.includes('search=')) use(neverLoaded);
  return null;
}

describe("the header's search button (SPEC §2 Search, on every screen)", () => {
  it('opens the search overlay in its start state where the shopper is, focus in its field', async () => {
    const database = await openTestDatabase();
    await renderSearchScreen(
      <>
        <SearchButton />
        <SearchOverlay />
      </>,
      { database, sync: fakeSync(), route: '/cart' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(overlay).getByText('Start searching')).toBeTruthy();
    expect(document.activeElement).toBe(within(overlay).getByRole('searchbox', { name: 'Search products' }));
    expect(screen.getByTestId('location').textContent).toBe('/cart?search=');
  });

  it('opens the overlay at the press, while the screen under it still renders the new address (issue 30)', async () => {
    const database = await openTestDatabase();
    await renderSearchScreen(
      <>
        <ScreenStillLoading />
        <SearchButton />
        <SearchOverlay />
      </>,
      { database, sync: fakeSync(), route: '/cart' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    expect(document.activeElement).toBe(within(overlay).getByRole('searchbox', { name: 'Search products' }));
    // The router's transition to the new address waits on the screen; the overlay did not.
    expect(screen.getByTestId('location').textContent).toBe('/cart');
  });

  it('leaves no overlay behind when another address overtakes the one the press asked for', async () => {
    const database = await openTestDatabase();
    await renderSearchScreen(
      <>
        <Link to="/categories">Categories</Link>
        <SearchButton />
        <SearchOverlay />
      </>,
      { database, sync: fakeSync(), route: '/cart' },
    );
    // Both presses land before the router has rendered either address.
    await act(async () => {
      screen.getByRole('button', { name: 'Search' }).click();
      screen.getByRole('link', { name: 'Categories' }).click();
    });
    expect(screen.getByTestId('location').textContent).toBe('/categories');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
