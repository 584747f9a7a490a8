import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HomeScreen } from '../../../src/app/home/HomeScreen';
import type { ShopDatabase } from '../../../src/db';
import { fakeSync, renderWithShop, type ShopRenderOptions } from '../renderWithShop';
import { banner, category, type HomeSeed, product, seedHome, syncStatus } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

/** A catalogue as the sync worker stores it: two strip categories, one featured, two arrivals (one empty). */
const catalogue: HomeSeed = {
  banners: [banner(1), banner(2, { bannerType: 'section_banner' }), banner(3)],
  categories: [
    category(1, { nameEn: 'Electronics', name: 'الإلكترونيات' }),
    category(2, { nameEn: 'Fashion', name: 'الأزياء' }),
    category(3, { nameEn: 'Books', name: 'الكتب' }),
  ],
  products: [product(11, { nameEn: 'Phone', name: 'هاتف' }), product(12)],
  strip: [1, 2],
  featured: [3],
  arrivals: [
    { categoryId: 1, productIds: [11, 12] },
    { categoryId: 2, productIds: [] },
  ],
};

function ShowSearch() {
  const { pathname, search } = useLocation();
  return <p>{`${pathname}${search}`}</p>;
}

async function renderHome(seed: HomeSeed | null, options: ShopRenderOptions = {}) {
  const database: ShopDatabase = await openTestDatabase();
  if (seed) await seedHome(database, seed);
  const sync = options.sync ?? fakeSync();
  const result = await renderWithShop(
    <Routes>
      <Route
        index
        element={
          <>
            <HomeScreen />
            <ShowSearch />
          </>
        }
      />
    </Routes>,
    { database, sync, ...options },
  );
  return { ...result, database, sync };
}

describe('the home screen (SPEC §2 Home)', () => {
  it('welcomes the shopper and asks the sync worker for fresh data once', async () => {
    const refreshHome = vi.fn(fakeSync().refreshHome);
    await renderHome(catalogue, { sync: fakeSync({ refreshHome }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByText('Our 1st Shop App')).toBeTruthy();
    await screen.findByRole('region', { name: 'Offers' });
    expect(refreshHome).toHaveBeenCalledTimes(1);
  });

  it('shows grey placeholders until the local database has answered', async () => {
    const database = await openTestDatabase();
    const { container } = await renderWithShop(<HomeScreen />, { database, sync: fakeSync() });
    expect(screen.getByText('Loading…')).toBeTruthy();
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('region', { name: 'Offers' })).toBeNull();
  });

  it('leaves section banners out of the slider', async () => {
    await renderHome(catalogue);
    const slider = await screen.findByRole('region', { name: 'Offers' });
    const images = within(slider).getAllByRole('img', { hidden: true });
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      '/media/banner-1.jpg',
      '/media/banner-3.jpg',
    ]);
  });

  it('shows the category strip and the featured categories, each linking to its product list', async () => {
    await renderHome(catalogue);
    const strip = await screen.findByRole('list', { name: 'Shop by category' });
    expect(
      within(strip)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/category/1/products', '/category/2/products']);
    const featured = screen.getByRole('region', { name: 'Featured categories' });
    expect(within(featured).getByRole('link', { name: 'Books' }).getAttribute('href')).toBe(
      '/category/3/products',
    );
  });

  it('shows one carousel per arrival category that has products, with its View All link', async () => {
    await renderHome(catalogue);
    const carousel = await screen.findByRole('region', { name: 'Electronics' });
    expect(within(carousel).getByText('Phone')).toBeTruthy();
    expect(within(carousel).getByRole('link', { name: 'View All Electronics' }).getAttribute('href')).toBe(
      '/category/1/products',
    );
    expect(screen.queryByRole('region', { name: 'Fashion' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View All Fashion' })).toBeNull();
  });

  it('says there is nothing to show when the shop has no data at all after refreshing', async () => {
    const refreshHome = vi.fn(fakeSync().refreshHome);
    await renderHome(null, { sync: fakeSync({ refreshHome }) });
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    expect(screen.getByText('No categories available')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(refreshHome).toHaveBeenCalledTimes(2);
  });

  it('keeps showing saved data with a quiet notice when the last refresh found no connection', async () => {
    await renderHome({ ...catalogue, status: syncStatus({ error: 'offline' }) });
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('You are offline. Showing saved data.'),
    );
    expect(screen.getByRole('region', { name: 'Offers' })).toBeTruthy();
  });

  it('opens the search overlay with the words typed in the search box (SPEC §2 Search)', async () => {
    await renderHome(catalogue);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search products' }), {
      target: { value: 'red shoes' },
    });
    expect(await screen.findByText('/?search=red+shoes')).toBeTruthy();
  });

  it('speaks Arabic on the Arabic interface', async () => {
    await renderHome(catalogue, { lang: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'أهلاً بك' })).toBeTruthy();
    expect(screen.getByText('تطبيق متجرنا الأول')).toBeTruthy();
    const carousel = await screen.findByRole('region', { name: 'الإلكترونيات' });
    expect(within(carousel).getByText('هاتف')).toBeTruthy();
    expect(within(carousel).getAllByText('1.50 د.ك')).toHaveLength(2);
    expect(within(carousel).getByRole('link', { name: 'عرض الكل الإلكترونيات' })).toBeTruthy();
  });

  it('shows every product of a carousel once on the page, not only the first page a server render holds', async () => {
    const ids = Array.from({ length: 12 }, (_, i) => 200 + i);
    await renderHome({
      ...catalogue,
      products: ids.map((id) => product(id, { nameEn: `Phone ${id}` })),
      arrivals: [{ categoryId: 1, productIds: ids }],
    });
    const carousel = await screen.findByRole('region', { name: 'Electronics' });
    await waitFor(() => expect(within(carousel).getAllByRole('listitem')).toHaveLength(ids.length));
    expect(within(carousel).getByText('Phone 211')).toBeTruthy();
  });
});
