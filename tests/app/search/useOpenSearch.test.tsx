import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import { useOpenSearch } from '../../../src/app/search/useOpenSearch';
import { fakeSync } from '../renderWithShop';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { renderSearchScreen } from './searchScreen';

afterEach(closeTestDatabases);

/** Two keys reaching the box in one go, before it renders again with the first: words typed before hydration. */
function TwoKeysAtOnce() {
  const open = useOpenSearch();
  return (
    <button
      type="button"
      onClick={() => {
        open('S');
        open('Sa');
      }}
    >
      two keys
    </button>
  );
}

const searchWords = () =>
  new URLSearchParams(screen.getByTestId('location').textContent?.split('?')[1] ?? '').get('search') ??
  '(closed)';

describe('opening search as the shopper types (SPEC §2 Search)', () => {
  it('keeps one history entry for the keys that open it, however quickly they come, so closing leaves search', async () => {
    const database = await openTestDatabase();
    await renderSearchScreen(
      <>
        <TwoKeysAtOnce />
        <SearchOverlay />
      </>,
      { database, sync: fakeSync(), route: '/' },
    );
    fireEvent.click(screen.getByRole('button', { name: 'two keys' }));
    await waitFor(() => expect(searchWords()).toBe('Sa'));
    fireEvent.click(await screen.findByRole('button', { name: 'Close search' }));
    await waitFor(() => expect(searchWords()).toBe('(closed)'));
    expect(screen.queryByRole('dialog', { name: 'Search' })).toBeNull();
  });
});
