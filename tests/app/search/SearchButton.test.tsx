import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchButton } from '../../../src/app/search/SearchButton';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

function ShowLocation() {
  const { pathname, search } = useLocation();
  return <p data-testid="location">{`${pathname}${search}`}</p>;
}

describe("the header's search button (SPEC §2 Search, on every screen)", () => {
  it('opens the search overlay in its start state where the shopper is, focus in its field', async () => {
    const database = await openTestDatabase();
    await renderWithShop(
      <Routes>
        <Route
          path="*"
          element={
            <>
              <ShowLocation />
              <SearchButton />
              <SearchOverlay />
            </>
          }
        />
      </Routes>,
      { database, sync: fakeSync(), route: '/cart' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(overlay).getByText('Start searching')).toBeTruthy();
    expect(document.activeElement).toBe(within(overlay).getByRole('searchbox', { name: 'Search products' }));
    expect(screen.getByTestId('location').textContent).toBe('/cart?search=');
  });
});
