import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoriesScreen } from '../../../src/app/catalogue/CategoriesScreen';
import type { CategoryDoc } from '../../../src/db';
import { fakeSync, renderWithShop, type ShopRenderOptions } from '../renderWithShop';
import { category } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

const tree = [
  category(1, { nameEn: 'Home & Garden', name: 'المنزل والحديقة', sort: 0 }),
  category(2, { nameEn: 'Books', name: 'الكتب', sort: 1 }),
  category(11, { parentId: 1, level: 2, sort: 0, nameEn: 'Kitchen', name: 'المطبخ', totalProducts: 42 }),
  category(12, { parentId: 1, level: 2, sort: 1, nameEn: 'Bedroom', name: 'غرفة النوم', totalProducts: 7 }),
];

async function renderCategories(docs: CategoryDoc[], options: ShopRenderOptions = {}) {
  const database = await openTestDatabase();
  await database.categories.bulkInsert(docs);
  return renderWithShop(
    <Routes>
      <Route path="categories" element={<CategoriesScreen />} />
      <Route path="categories/:categoryId/:categoryName?" element={<CategoriesScreen />} />
    </Routes>,
    { database, sync: fakeSync(), route: '/categories', ...options },
  );
}

const row = (name: string) => screen.getByRole('button', { name });

describe('the categories page (SPEC §2 Categories page)', () => {
  it('lists the top categories as rows whose image alternates sides, and refreshes them once', async () => {
    const refreshCategories = vi.fn(fakeSync().refreshCategories);
    await renderCategories(tree, { sync: fakeSync({ refreshCategories }) });
    await screen.findByRole('button', { name: 'Home & Garden' });
    expect(row('Home & Garden').className).toBe('category-row');
    expect(row('Books').className).toBe('category-row is-reversed');
    expect(refreshCategories).toHaveBeenCalledTimes(1);
  });

  it('expands a row into its subcategory tiles with their product totals, each opening its products', async () => {
    await renderCategories(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Home & Garden' }));
    expect(row('Home & Garden').getAttribute('aria-expanded')).toBe('true');
    const tiles = screen.getByRole('list', { name: 'Subcategories of Home & Garden' });
    const kitchen = within(tiles).getByRole('link', { name: /Kitchen/ });
    expect(kitchen.getAttribute('href')).toBe('/category/11/products');
    expect(within(kitchen).getByText('Products: 42')).toBeTruthy();
    fireEvent.click(row('Home & Garden'));
    expect(row('Home & Garden').getAttribute('aria-expanded')).toBe('false');
  });

  it('leads first to every product of the expanded category, with its total', async () => {
    await renderCategories(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Home & Garden' }));
    const tiles = screen.getByRole('list', { name: 'Subcategories of Home & Garden' });
    const [viewAll] = within(tiles).getAllByRole('link');
    expect(viewAll?.textContent).toBe('View all Home & GardenProducts: 3');
    expect(viewAll?.getAttribute('href')).toBe('/category/1/products?all=1');
  });

  it('says a category has no subcategories, and still leads to its products', async () => {
    await renderCategories(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Books' }));
    expect(screen.getByRole('heading', { name: 'No subcategories available' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View products of Books' }).getAttribute('href')).toBe(
      '/category/2/products',
    );
  });

  it('opens with the category of the address expanded', async () => {
    await renderCategories(tree, { route: '/categories/1/Home' });
    expect((await screen.findByRole('button', { name: 'Home & Garden' })).getAttribute('aria-expanded')).toBe(
      'true',
    );
  });

  it('says there are no categories when the shop has none', async () => {
    await renderCategories([]);
    expect(await screen.findByRole('heading', { name: 'No categories available' })).toBeTruthy();
  });

  it('speaks Arabic on the Arabic interface', async () => {
    await renderCategories(tree, { lang: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'الأقسام' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'المنزل والحديقة' })).toBeTruthy();
  });
});
