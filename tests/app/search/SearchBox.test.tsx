import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchBox } from '../../../src/app/search/SearchBox';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import { fakeSync } from '../renderWithShop';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { renderSearchScreen } from './searchScreen';

afterEach(closeTestDatabases);

/** The words the address carries, or '(closed)'. */
const searchWords = () =>
  new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1] ?? '').get('search') ??
  '(closed)';

async function renderSearch() {
  const database = await openTestDatabase();
  await renderSearchScreen(
    <>
      <SearchBox />
      <SearchOverlay />
    </>,
    { database, sync: fakeSync(), route: '/' },
  );
}

const box = () => screen.getAllByRole('searchbox', { name: 'Search products' })[0] as HTMLInputElement;
const overlayField = () =>
  within(screen.getByRole('dialog', { name: 'Search' })).getByRole('searchbox', {
    name: 'Search products',
  }) as HTMLInputElement;

describe('the search box (SPEC §2 Search)', () => {
  it('opens the full-screen overlay in its start state when tapped, with focus in the overlay field', async () => {
    await renderSearch();
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
    fireEvent.click(box());
    const overlay = await screen.findByRole('dialog', { name: 'Search' });
    expect(within(overlay).getByText('Start searching')).toBeTruthy();
    expect(within(overlay).getByText('Enter keywords to find products')).toBeTruthy();
    expect(overlayField().value).toBe('');
    expect(document.activeElement).toBe(overlayField());
    expect(searchWords()).toBe('');
  });

  it('opens the overlay in its start state from the search button with nothing typed', async () => {
    await renderSearch();
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(
      within(await screen.findByRole('dialog', { name: 'Search' })).getByText('Start searching'),
    ).toBeTruthy();
  });

  it('opens the overlay on the first key and keeps every letter typed before the overlay took focus', async () => {
    await renderSearch();
    fireEvent.change(box(), { target: { value: 'S' } });
    // The overlay is open, but a fast typist's next keys still reach the box.
    fireEvent.change(box(), { target: { value: 'Sa' } });
    fireEvent.change(box(), { target: { value: 'Sam' } });
    expect(overlayField().value).toBe('Sam');
    fireEvent.change(overlayField(), { target: { value: 'Sams' } });
    expect(overlayField().value).toBe('Sams');
    // The address follows once typing pauses.
    await waitFor(() => expect(searchWords()).toBe('Sams'));
  });

  it('starts empty again once the overlay has closed', async () => {
    await renderSearch();
    fireEvent.change(box(), { target: { value: 'kettle' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close search' }));
    expect(searchWords()).toBe('(closed)');
    expect(box().value).toBe('');
  });
});
