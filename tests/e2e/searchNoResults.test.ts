import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

describe('words that find nothing offer a way on (SPEC §2 Search: no dead end)', () => {
  it('offers an Arabic phone the nearest spelling, which finds the products when pressed', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/?search=`);
      const overlay = page.getByRole('dialog', { name: 'البحث' });
      await overlay.getByRole('searchbox', { name: 'ابحث عن المنتجات' }).fill('فستن');
      await expect
        .poll(() => overlay.getByRole('heading', { name: 'لم يتم العثور على منتجات' }).count())
        .toBe(1);
      // The suggestions come from the device's index, once searching has brought the catalogue onto it.
      const spelling = overlay
        .getByRole('region', { name: 'هل تقصد' })
        .getByRole('button', { name: 'فستان' });
      await spelling.waitFor({ timeout: 20_000 });
      await spelling.click();
      const names = overlay.getByRole('list', { name: 'نتائج البحث' }).locator('.search-result__name');
      await expect.poll(() => names.first().textContent()).toContain('فستان');
    } finally {
      await context.close();
    }
  });

  it('offers an English desktop the nearest category, which opens in place of the search', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: DESKTOP });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/?search=`);
      const overlay = page.getByRole('dialog', { name: 'Search' });
      await overlay.getByRole('searchbox', { name: 'Search products' }).fill('drezzes');
      const categories = overlay.getByRole('navigation', { name: 'Browse these categories' });
      const dresses = categories.getByRole('link', { name: 'Dresses' });
      await dresses.waitFor({ timeout: 20_000 });
      await dresses.click();
      await page.waitForURL(/\/category\/\d+\/products$/);
      await expect.poll(() => overlay.count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
