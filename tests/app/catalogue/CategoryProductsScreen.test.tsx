import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CategoryProductsScreen } from '../../../src/app/catalogue/CategoryProductsScreen';
import type { ShopDatabase } from '../../../src/db';
import { colourOption, sizeOption } from '../../domain/factories';
import { fakeSync, renderWithShop, type ShopRenderOptions } from '../renderWithShop';
import { category, product, syncStatus } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';

afterEach(closeTestDatabases);

/** Fashion (level 1) with Men and Women; Men has Shoes below it. */
const categories = [
  category(1, { nameEn: 'Fashion', name: 'الأزياء' }),
  category(2, { nameEn: 'Books', name: 'الكتب' }),
  category(11, { parentId: 1, level: 2, sort: 0, nameEn: 'Men', name: 'رجال' }),
  category(12, { parentId: 1, level: 2, sort: 1, nameEn: 'Women', name: 'نساء' }),
  category(111, { parentId: 11, level: 3, sort: 0, nameEn: 'Shoes', name: 'أحذية' }),
];
const products = [
  product(501, { categoryId: 11, nameEn: 'Shirt' }),
  product(502, { categoryId: 111, nameEn: 'Sandals' }),
  product(503, { categoryId: 12, nameEn: 'Abaya' }),
];

async function renderCategory(id: number, options: ShopRenderOptions & { empty?: boolean } = {}) {
  const database: ShopDatabase = await openTestDatabase();
  await database.categories.bulkInsert(categories);
  if (!options.empty) await database.products.bulkInsert(products);
  const result = await renderWithShop(
    <Routes>
      <Route path="category/:categoryId/products" element={<CategoryProductsScreen />} />
    </Routes>,
    { database, sync: fakeSync(), route: `/category/${id}/products`, ...options },
  );
  return { ...result, database };
}

describe('the category products page (SPEC §2 Category products page)', () => {
  it('loads the first subcategory of a level-1 category, with the subcategories as pills', async () => {
    const refreshCategoryProducts = vi.fn(fakeSync().refreshCategoryProducts);
    await renderCategory(1, { sync: fakeSync({ refreshCategoryProducts }) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Men' })).toBeTruthy();
    const pills = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(pills).getByRole('link', { name: 'Men' }).getAttribute('aria-current')).toBe('page');
    expect(within(pills).getByRole('link', { name: 'Women' }).getAttribute('href')).toBe(
      '/category/12/products',
    );
    expect(refreshCategoryProducts).toHaveBeenCalledWith(1);
  });

  it('begins the pills with All, every product of the level-1 category, beside the first subcategory it opens on', async () => {
    await renderCategory(1);
    await screen.findByRole('heading', { level: 1, name: 'Men' });
    const pills = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(
      within(pills)
        .getAllByRole('link')
        .map((pill) => pill.textContent),
    ).toEqual(['All', 'Men', 'Women']);
    const all = within(pills).getByRole('link', { name: 'All' });
    expect(all.getAttribute('href')).toBe('/category/1/products?all=1');
    expect(all.getAttribute('aria-current')).toBeNull();
  });

  it('lists every product of a category with subcategories under All, its subcategories as the pills', async () => {
    await renderCategory(1, { route: '/category/1/products?all=1' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fashion' })).toBeTruthy();
    const pills = screen.getByRole('navigation', { name: 'Subcategories' });
    expect(within(pills).getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
    expect(within(pills).getByRole('link', { name: 'Men' }).getAttribute('aria-current')).toBeNull();
    const list = await screen.findByRole('list', { name: 'Fashion' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article')
          .map((card) => card.querySelector('.product-card__name')?.textContent),
      ).toEqual(['Shirt', 'Sandals', 'Abaya']),
    );
    expect(screen.getByText('Items: 3')).toBeTruthy();
    // A subcategory with subcategories of its own, under All, takes those as its pills.
    await closeTestDatabases();
    document.body.innerHTML = '';
    await renderCategory(11, { route: '/category/11/products?all=1' });
    const menPills = await screen.findByRole('navigation', { name: 'Subcategories' });
    expect(
      within(menPills)
        .getAllByRole('link')
        .map((pill) => pill.textContent),
    ).toEqual(['All', 'Shoes']);
  });

  it('lists the products of the category and its descendants with their count', async () => {
    await renderCategory(11);
    const list = await screen.findByRole('list', { name: 'Men' });
    expect(
      within(list)
        .getAllByRole('article')
        .map((card) => within(card).getByRole('link').textContent),
    ).toEqual([expect.stringContaining('Shirt'), expect.stringContaining('Sandals')]);
    expect(screen.getByText('Items: 2')).toBeTruthy();
  });

  it('lists a category without subcategories by itself, with no pills', async () => {
    await renderCategory(2, { empty: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Books' })).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Subcategories' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
  });

  it('drops a product from the list as soon as the refresh removes it from the device', async () => {
    const { database } = await renderCategory(12);
    await screen.findByText('Abaya');
    await database.products.findOne('503').remove();
    await waitFor(() => expect(screen.queryByText('Abaya')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
  });

  it('keeps the stored products with a quiet notice after an offline refresh', async () => {
    const database = await openTestDatabase();
    await database.categories.bulkInsert(categories);
    await database.products.bulkInsert(products);
    await database.sync_status.insert(syncStatus({ id: 'category:12', error: 'offline' }));
    await renderWithShop(
      <Routes>
        <Route path="category/:categoryId/products" element={<CategoryProductsScreen />} />
      </Routes>,
      { database, sync: fakeSync(), route: '/category/12/products' },
    );
    expect(await screen.findByText('You are offline. Showing saved data.')).toBeTruthy();
    expect(await screen.findByText('Abaya')).toBeTruthy();
  });

  it('shows grey cards, not "No products found", while the first refresh of an empty category runs', async () => {
    await renderCategory(2, {
      empty: true,
      sync: fakeSync({ refreshCategoryProducts: () => new Promise(() => {}) }),
    });
    expect(await screen.findByText('Loading…')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'No products found' })).toBeNull();
  });
});

/** Women (12) with three products of different prices, stock and variants. */
const clothes = [
  product(601, {
    categoryId: 12,
    nameEn: 'Abaya',
    name: 'عباية',
    priceFils: 12_000,
    options: [sizeOption('M')],
  }),
  product(602, {
    categoryId: 12,
    nameEn: 'Scarf',
    name: 'وشاح',
    priceFils: 3_000,
    quantity: 0,
    options: [sizeOption('M'), colourOption('Red', 'أحمر')],
  }),
  product(603, {
    categoryId: 12,
    nameEn: 'Dress',
    name: 'فستان',
    priceFils: 8_000,
    options: [sizeOption('L')],
  }),
];

function ShowAddress() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}`}</p>;
}

async function renderClothes(route: string, lang: 'ar' | 'en' = 'en', stock = clothes) {
  const database = await openTestDatabase();
  await database.categories.bulkInsert(categories);
  await database.products.bulkInsert(stock);
  await renderWithShop(
    <Routes>
      <Route
        path="category/:categoryId/products"
        element={
          <>
            <CategoryProductsScreen />
            <ShowAddress />
          </>
        }
      />
    </Routes>,
    { database, sync: fakeSync(), route, lang },
  );
}

const cardNames = async (label: string) =>
  within(await screen.findByRole('list', { name: label }))
    .getAllByRole('article')
    .map((card) => card.querySelector('.product-card__name')?.textContent);
const address = () => screen.getByTestId('address').textContent;

describe('sorting and filtering a category', () => {
  it('sorts by price from high to low in the sync worker, and says so in the address', async () => {
    await renderClothes('/category/12/products');
    await waitFor(async () => expect(await cardNames('Women')).toEqual(['Abaya', 'Scarf', 'Dress']));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'priceDesc' } });
    await waitFor(async () => expect(await cardNames('Women')).toEqual(['Abaya', 'Dress', 'Scarf']));
    // The list shows first; the address follows (useListing).
    await waitFor(() => expect(address()).toBe('/category/12/products?sort=price-desc'));
  });

  it('filters by a variant value and stock, with the count of what is left', async () => {
    await renderClothes('/category/12/products');
    await screen.findByText('Items: 3');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter products' });
    const sizes = await within(dialog).findByRole('group', { name: 'Size' });
    fireEvent.click(await within(sizes).findByRole('checkbox', { name: 'M (2)' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'In stock only' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Show 1 product' }));
    await waitFor(async () => expect(await cardNames('Women')).toEqual(['Abaya']));
    expect(screen.getByText('Items: 1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filter (2 chosen)' })).toBeTruthy();
    // The list shows first; the address follows (useListing).
    await waitFor(() => expect(address()).toBe('/category/12/products?stock=1&opt=Size%3AM'));
  });

  it('groups sizes by kind, each in its natural order, and Apply says how many products the choice shows', async () => {
    const sized = (productId: number, nameEn: string, sizes: string[], quantity = 5) =>
      product(productId, { categoryId: 12, nameEn, quantity, options: sizes.map(sizeOption) });
    await renderClothes('/category/12/products', 'en', [
      sized(701, 'Dishdasha', ['56', '52', '54']),
      sized(702, 'Sandals', ['42', '40']),
      sized(703, 'Shirt', ['XL', 'S', 'M']),
      sized(704, 'Scarf', ['M'], 0),
    ]);
    await screen.findByText('Items: 4');
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filter products' });
    const sizes = await within(dialog).findByRole('group', { name: 'Size' });
    expect(
      Array.from(sizes.querySelectorAll('.filter-dialog__values'), (group) =>
        within(group as HTMLElement)
          .getAllByRole('checkbox')
          .map((box) => box.closest('label')?.textContent),
      ),
    ).toEqual([
      ['S (1)', 'M (2)', 'XL (1)'],
      ['40 (1)', '42 (1)'],
      ['52 (1)', '54 (1)', '56 (1)'],
    ]);
    expect(await within(dialog).findByRole('button', { name: 'Show 4 products' })).toBeTruthy();
    fireEvent.click(within(sizes).getByRole('checkbox', { name: 'M (2)' }));
    expect(await within(dialog).findByRole('button', { name: 'Show 2 products' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'In stock only' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Show 1 product' }));
    await waitFor(async () => expect(await cardNames('Women')).toEqual(['Shirt']));
    fireEvent.click(screen.getByRole('button', { name: 'Filter (2 chosen)' }));
    fireEvent.change(within(dialog).getByLabelText('From'), { target: { value: '900' } });
    expect(await within(dialog).findByRole('button', { name: 'Show 0 products' })).toBeTruthy();
  });

  it('opens a shared address sorted and filtered, in Arabic', async () => {
    await renderClothes('/category/12/products?sort=name&max=10', 'ar');
    // فستان before وشاح in Arabic order; the 12 KD abaya is over the range.
    await waitFor(async () => expect(await cardNames('نساء')).toEqual(['فستان', 'وشاح']));
    expect((screen.getByLabelText('ترتيب حسب') as HTMLSelectElement).value).toBe('name');
    fireEvent.click(screen.getByRole('button', { name: 'تصفية (1 مختارة)' }));
    const dialog = await screen.findByRole('dialog', { name: 'تصفية المنتجات' });
    expect(await within(dialog).findByRole('group', { name: 'اللون' })).toBeTruthy();
    expect(await within(dialog).findByRole('checkbox', { name: 'أحمر (1)' })).toBeTruthy();
    expect((within(dialog).getByLabelText('إلى') as HTMLInputElement).value).toBe('10');
    expect(await within(dialog).findByRole('button', { name: 'عرض النتائج (2)' })).toBeTruthy();
  });

  it('says when nothing matches, and Clear all brings the list back', async () => {
    await renderClothes('/category/12/products?min=500');
    expect(await screen.findByRole('heading', { name: 'No products match these filters' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(async () => expect(await cardNames('Women')).toHaveLength(3));
    await waitFor(() => expect(address()).toBe('/category/12/products'));
  });
});
