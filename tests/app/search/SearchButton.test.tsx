import { act, fireEvent, screen, within } from '@testing-library/react';
import { type ReactNode, use } from 'react';
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

/** The button and the overlay on a cart screen, with `beside` them. */
async function renderOnCart(beside?: ReactNode) {
  const database = await openTestDatabase();
  await renderSearchScreen(
    <>
      {beside}
      <SearchButton />
      <SearchOverlay />
    </>,
    { database, sync: fakeSync(), route: '/cart' },
  );
}

describe("the header's search button (SPEC §2 Search, on every screen)", () => {
  it('opens the search overlay in its start state where the shopper is, focus in its field', async () => {
    await renderOnCart();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(overlay).getByText('Start searching')).toBeTruthy();
    expect(document.activeElement).toBe(within(overlay).getByRole('searchbox', { name: 'Search products' }));
    expect(screen.getByTestId('location').textContent).toBe('/cart?search=');
  });

  it('opens the overlay at the press, while the screen under it still renders the new address (taps answer at once)', async () => {
    await renderOnCart(<ScreenStillLoading />);
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    expect(document.activeElement).toBe(within(overlay).getByRole('searchbox', { name: 'Search products' }));
    // The router's transition to the new address waits on the screen; the overlay did not.
    expect(screen.getByTestId('location').textContent).toBe('/cart');
  });

  it('leaves no overlay behind when another address overtakes the one the press asked for', async () => {
    await renderOnCart(<Link to="/categories">Categories</Link>);
    // Both presses land before the router has rendered either address.
    await act(async () => {
      screen.getByRole('button', { name: 'Search' }).click();
      screen.getByRole('link', { name: 'Categories' }).click();
    });
    expect(screen.getByTestId('location').textContent).toBe('/categories');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
