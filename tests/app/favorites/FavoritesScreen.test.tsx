import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FavoritesScreen } from '../../../src/app/favorites/FavoritesScreen';
import { EventLog, type ShopDatabase } from '../../../src/db';
import { favoriteFromProduct } from '../../../src/domain';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

const lamp = product(5, { nameEn: 'Lamp', priceFils: 12_500 });
const rug = product(6, { nameEn: 'Rug' });

async function favorite(eventLog: EventLog, ...docs: ReturnType<typeof product>[]) {
  for (const doc of docs) {
    await eventLog.append('FavoriteToggled', {
      favorite: favoriteFromProduct(doc, '2025-01-01T00:00:00.000Z'),
    });
  }
}

async function renderFavorites(database: ShopDatabase) {
  const eventLog = new EventLog(database);
  await renderWithShop(<FavoritesScreen />, { database, sync: fakeSync() });
  return eventLog;
}

describe('the favorites screen (SPEC §2 Favorites)', () => {
  it('says there are no favorites yet', async () => {
    await renderFavorites(await openTestDatabase());
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
  });

  it('shows the favorites as a grid with their count, priced from the stored product', async () => {
    const database = await openTestDatabase();
    await database.products.insert({ ...lamp, priceFils: 9_000 });
    await favorite(new EventLog(database), lamp, rug);
    await renderFavorites(database);
    const grid = await screen.findByRole('list', { name: 'Favorites' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Items: 2')).toBeTruthy();
    await waitFor(() => expect(within(grid).getByText('9.00 KD')).toBeTruthy());
  });

  it('removes one with its heart (SPEC §4 favorites toggle)', async () => {
    const database = await openTestDatabase();
    const eventLog = new EventLog(database);
    await favorite(eventLog, lamp);
    await renderFavorites(database);
    fireEvent.click(await screen.findByRole('button', { name: 'Favorite: Lamp' }));
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
  });

  it('asks before clearing all, and keeps them when the shopper cancels', async () => {
    const database = await openTestDatabase();
    await favorite(new EventLog(database), lamp, rug);
    await renderFavorites(database);
    fireEvent.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Are you sure you want to remove all favorites?',
    });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Items: 2')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Clear All' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByRole('heading', { name: 'No favorites yet' })).toBeTruthy();
  });

  it('keeps the favorites across a reload, from the event log', async () => {
    const database = await openTestDatabase();
    await favorite(new EventLog(database), lamp);
    // A new event log over the same database is what a reload starts with.
    const reloaded = new EventLog(database);
    await reloaded.catchUp();
    await renderWithShop(<FavoritesScreen />, { database, sync: fakeSync() });
    expect(await screen.findByText('Lamp')).toBeTruthy();
  });
});
