import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ProductsScreen } from '../../../src/app/catalogue/ProductsScreen';
import { fakeSync, renderWithShop } from '../renderWithShop';
import { product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

async function renderProducts(route: string) {
  const database = await openTestDatabase();
  await database.products.bulkInsert([
    product(1, { nameEn: 'Red Shirt', updatedAt: 2 }),
    product(2, { nameEn: 'Kettle', updatedAt: 1 }),
  ]);
  await renderWithShop(
    <Routes>
      <Route path="products" element={<ProductsScreen />} />
    </Routes>,
    { database, sync: fakeSync(), route },
  );
}

const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('article')
    .map((card) => within(card).getByTitle(/.+/).textContent);

describe('the products page (SPEC §2 Products)', () => {
  it('lists the products stored on the device, the freshest first', async () => {
    await renderProducts('/products');
    expect(cardNames(await screen.findByRole('list', { name: 'All products' }))).toEqual([
      'Red Shirt',
      'Kettle',
    ]);
  });

  it('lists the search results for ?q=', async () => {
    await renderProducts('/products?q=kettle');
    expect(cardNames(await screen.findByRole('list', { name: 'Results for “kettle”' }))).toEqual(['Kettle']);
  });
});
