import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SearchOverlay } from '../../../src/app/search/SearchOverlay';
import type { TestLanguage } from '../renderWithShop';
import { category, product } from '../shopFixtures';
import { closeTestDatabases, openTestDatabase } from '../testDatabase';
import { resetViewport, setViewport } from '../viewport';
import { renderSearchScreen } from './searchScreen';

afterEach(closeTestDatabases);
beforeEach(() => setViewport(390, 844));
afterEach(resetViewport);

async function renderOverlay(route: string, lang: TestLanguage) {
  const database = await openTestDatabase();
  await database.categories.bulkInsert([category(7, { name: 'أجهزة المطبخ', nameEn: 'Kitchen Appliances' })]);
  await database.products.bulkInsert([
    product(1, { nameEn: 'Red Shirt', name: 'قميص أحمر' }),
    product(3, { nameEn: 'Electric Kettle', name: 'غلاية كهربائية', categoryId: 7 }),
  ]);
  await renderSearchScreen(<SearchOverlay />, { database, route, lang });
}

const location = () => screen.getByTestId('location').textContent;

describe('words that find nothing: no dead end (SPEC §2 Search)', () => {
  it('offers the nearest spelling, which searches when pressed, in English', async () => {
    await renderOverlay('/?search=kettoll', 'en');
    expect(await screen.findByRole('heading', { name: 'No products found' })).toBeTruthy();
    const spellings = await screen.findByRole('region', { name: 'Did you mean' });
    await userEvent.click(within(spellings).getByRole('button', { name: 'Kettle' }));
    const field = screen.getByRole('searchbox', { name: 'Search products' });
    expect((field as HTMLInputElement).value).toBe('Kettle');
    expect(document.activeElement).toBe(field);
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link').textContent).toContain('Electric Kettle');
  });

  it('offers the categories nearest the words, which open in place of the search, and every category', async () => {
    await renderOverlay('/?search=kettoll', 'en');
    const categories = await screen.findByRole('navigation', { name: 'Browse these categories' });
    expect(within(categories).getByRole('link', { name: 'All categories' }).getAttribute('href')).toBe(
      '/categories',
    );
    await userEvent.click(await within(categories).findByRole('link', { name: 'Kitchen Appliances' }));
    await waitFor(() => expect(location()).toBe('/category/7/products'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('offers the same in Arabic, the spelling written as the product’s name writes it', async () => {
    await renderOverlay('/?search=غلالييه', 'ar');
    expect(await screen.findByRole('heading', { name: 'لم يتم العثور على منتجات' })).toBeTruthy();
    const spellings = await screen.findByRole('region', { name: 'هل تقصد' });
    expect(within(spellings).getByRole('button', { name: 'غلاية' })).toBeTruthy();
    const categories = screen.getByRole('navigation', { name: 'تصفّح هذه الأقسام' });
    expect(within(categories).getByRole('link', { name: 'أجهزة المطبخ' }).getAttribute('href')).toBe(
      '/category/7/products',
    );
    expect(within(categories).getByRole('link', { name: 'كل الأقسام' })).toBeTruthy();
  });

  it('offers every category when no word comes near one', async () => {
    await renderOverlay('/?search=qqqqqqqqqq', 'en');
    const categories = await screen.findByRole('navigation', { name: 'Browse the categories' });
    expect(
      within(categories)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['All categories']);
    expect(screen.queryByRole('region', { name: 'Did you mean' })).toBeNull();
  });
});
