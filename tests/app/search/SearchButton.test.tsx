import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchButton } from '../../../src/app/search/SearchButton';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import { fakeSync } from '../renderWithShop';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { renderSearchScreen } from './searchScreen';

afterEach(closeTestDatabases);

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
});
