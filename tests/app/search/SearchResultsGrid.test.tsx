import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import { colourOption, sizeOption } from '../../domain/factories';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { resetViewport, setViewport } from '../viewport';
import { renderSearchScreen } from './searchScreen';

afterEach(async () => {
  await closeTestDatabases();
  resetViewport();
});

async function renderSearch(route: string, width: number) {
  setViewport(width);
  const database = await openTestDatabase();
  await database.products.bulkInsert([
    product(1, { nameEn: 'Linen Shirt', name: 'قميص كتان', priceFils: 9_000, options: [sizeOption('L')] }),
    product(2, {
      nameEn: 'Cotton Shirt',
      name: 'قميص قطن',
      priceFils: 4_000,
      options: [sizeOption('M'), colourOption('Red', 'أحمر')],
    }),
    product(3, { nameEn: 'Silk Shirt', name: 'قميص حرير', priceFils: 15_000, options: [sizeOption('M')] }),
    product(4, { nameEn: 'Kettle', name: 'غلاية' }),
  ]);
  await renderSearchScreen(<SearchOverlay />, { database, route });
}

const cardNames = async () =>
  within(await screen.findByRole('list', { name: 'Search results' }))
    .getAllByRole('article')
    .map((card) => card.querySelector('.product-card__name')?.textContent);

describe('search results on a desktop (SPEC §2 Search; §9 the product grid of 5 columns)', () => {
  it('are the product grid with the count, Sort and Filter, as a category’s products are', async () => {
    // On a phone, the compact list; a window widened to a desktop's, the grid.
    await renderSearch('/?search=shirt', 390);
    const dialog = await screen.findByRole('dialog', { name: 'Search' });
    await waitFor(() => expect(dialog.querySelectorAll('a.search-result')).toHaveLength(3));
    expect(within(dialog).queryByLabelText('Sort by')).toBeNull();
    setViewport(1280);
    await waitFor(async () =>
      expect((await cardNames()).sort()).toEqual(['Cotton Shirt', 'Linen Shirt', 'Silk Shirt']),
    );
    expect(within(dialog).getByText('Results for “shirt”')).toBeTruthy();
    expect(within(dialog).getByText('Items: 3')).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Sort by'), { target: { value: 'priceDesc' } });
    await waitFor(async () =>
      expect(await cardNames()).toEqual(['Silk Shirt', 'Linen Shirt', 'Cotton Shirt']),
    );

    fireEvent.click(within(dialog).getByRole('button', { name: 'Filter' }));
    const filters = await screen.findByRole('dialog', { name: 'Filter products' });
    fireEvent.click(await within(filters).findByRole('checkbox', { name: 'M (2)' }));
    fireEvent.click(await within(filters).findByRole('button', { name: 'Show 2 products' }));
    await waitFor(async () => expect(await cardNames()).toEqual(['Silk Shirt', 'Cotton Shirt']));
    expect(within(dialog).getByText('Items: 2')).toBeTruthy();
  });

  it('open a product in place of the search from its card', async () => {
    await renderSearch('/?search=kettle', 1280);
    const card = within(await screen.findByRole('list', { name: 'Search results' })).getByRole('article');
    fireEvent.click(within(card).getByRole('link', { name: /Kettle/ }));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/product/4'));
  });
});
