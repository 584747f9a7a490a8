/**
 * In Chromium: a category's products sorted and filtered in both languages and layouts, the choice in
 * the address (Back returns to the list as it was), and worked out on the device, so it works offline too.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, PHONE, shopContext } from './browser';
import { say } from './shopSetup';
import { afterHydration } from './support/hydration';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

type Option = { name: string; value: string; value_ar?: string };
type ListedProduct = { id: number; name: string; name_en: string; price: number; variant_options: Option[] };
type ApiCategory = { id: number; childrens?: ApiCategory[] };

/** A subcategory with at least six products, and a Size value some but not all of them have. */
async function target() {
  const tree = (await (await fetch(`${shopUrl}/api/getAllCatesWithSub`)).json()) as { data: ApiCategory[] };
  for (const sub of tree.data.flatMap((top) => top.childrens ?? [])) {
    const answer = (await (await fetch(`${shopUrl}/api/category/${sub.id}/products`)).json()) as {
      data: { products: ListedProduct[] };
    };
    const products = answer.data.products;
    const sizes = products.flatMap((product) => product.variant_options.filter((o) => o.name === 'Size'));
    const size = sizes.find((option) => {
      const count = products.filter((p) => p.variant_options.some((o) => o.value === option.value)).length;
      return count > 0 && count < products.length;
    });
    if (products.length >= 6 && size) return { id: sub.id, products, size };
  }
  throw new Error('the seed has no subcategory to sort and filter');
}

/**
 * The cards drawn, by their full names (a long one shows shortened, SPEC §9, with the whole name as its title), and
 * the first of `expected` as many: the list is windowed, so only the cards near the screen are in the page.
 */
const drawnAndExpected = async (page: Page, expected: string[]) => {
  const drawn = await page
    .locator('.product-grid .product-card__name')
    .evaluateAll((names) => names.map((name) => name.getAttribute('title')));
  return { drawn, expected: expected.slice(0, Math.max(drawn.length, Math.min(expected.length, 4))) };
};
const showsFirstOf = async (page: Page, expected: string[]) => {
  await expect
    .poll(async () => {
      const { drawn, expected: first } = await drawnAndExpected(page, expected);
      return { drawn, same: JSON.stringify(drawn) === JSON.stringify(first) };
    })
    .toMatchObject({ same: true });
};
const count = (page: Page) => page.locator('.category-products__count').textContent();

for (const run of [
  { lang: 'ar', locale: 'ar-KW', viewport: PHONE, label: 'in Arabic on a phone' },
  { lang: 'en', locale: 'en-US', viewport: DESKTOP, label: 'in English on a desktop' },
] as const) {
  describe(`sorting and filtering a category ${run.label}`, () => {
    it('sorts by price, filters by a size, keeps both in the address, and Back undoes the filter', async () => {
      const { id, products, size } = await target();
      const name = (product: ListedProduct) => (run.lang === 'ar' ? product.name : product.name_en);
      const context = await shopContext(browser, { locale: run.locale, viewport: run.viewport });
      try {
        const page = await context.newPage();
        await page.goto(`${shopUrl}/category/${id}/products`);
        await expect
          .poll(() => count(page), { timeout: 20_000 })
          .toBe(say(run.lang, 'categories.itemCount', { count: products.length }));
        await page.getByLabel(say(run.lang, 'listing.sortBy')).selectOption('priceAsc');
        const cheapest = [...products].sort((a, b) => a.price - b.price || a.id - b.id);
        const cheapestFirst = cheapest.map(name);
        await showsFirstOf(page, cheapestFirst);
        expect(new URL(page.url()).search).toBe('?sort=price-asc');

        await page.getByRole('button', { name: say(run.lang, 'listing.filter') }).click();
        const dialog = page.getByRole('dialog', { name: say(run.lang, 'listing.filterTitle') });
        const sizeName = run.lang === 'ar' ? (size.value_ar ?? size.value) : size.value;
        await dialog.getByRole('checkbox', { name: new RegExp(`^${sizeName} \\(\\d+\\)$`) }).check();
        // Apply names how many products the choice keeps once they are counted ("Show 3 products").
        await dialog.locator('button[type="submit"]').click();
        const withSize = cheapest
          .filter((product) =>
            product.variant_options.some((o) => o.name === 'Size' && o.value === size.value),
          )
          .map(name);
        await showsFirstOf(page, withSize);
        expect(await count(page)).toBe(say(run.lang, 'categories.itemCount', { count: withSize.length }));
        expect(new URL(page.url()).searchParams.getAll('opt')).toEqual([`Size:${size.value}`]);

        await page.goBack();
        await showsFirstOf(page, cheapestFirst);
        expect(new URL(page.url()).search).toBe('?sort=price-asc');
      } finally {
        await context.close();
      }
    });
  });
}

describe('sorting a category offline', () => {
  it('sorts the stored products with no network', async () => {
    const { id, products } = await target();
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/category/${id}/products`);
      await afterHydration(page);
      // Every product of the category stored on the device, not only the page's first screen.
      await page
        .locator(`.virtual-grid[data-from="device"] li[aria-setsize="${products.length}"]`)
        .first()
        .waitFor();
      await context.setOffline(true);
      await page.getByLabel('Sort by').selectOption('name');
      const byName = products
        .map((p) => p.name_en)
        .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
      await showsFirstOf(page, byName);
    } finally {
      await context.close();
    }
  });
});

describe("a long category's grid", () => {
  it('draws only the cards near the screen, reaches the last one by scrolling, and keeps its place on Back', async () => {
    const { id, products } = await target();
    const byId = [...products].sort((a, b) => a.id - b.id);
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/category/${id}/products`);
      await afterHydration(page);
      await showsFirstOf(
        page,
        byId.map((product) => product.name_en),
      );
      // Once the worker has stored and listed the whole category (the page's own data is its first screen only), the
      // page is as long as every card would make it.
      await page
        .locator(`.virtual-grid[data-from="device"] li[aria-setsize="${products.length}"]`)
        .first()
        .waitFor();
      const drawn = () => page.locator('.product-grid .product-card').count();
      expect(await drawn()).toBeLessThan(products.length);

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const last = page.locator(`.product-card__name[title="${byId.at(-1)?.name_en}"]`);
      await last.waitFor();
      expect(await page.locator(`.product-card__name[title="${byId[0]?.name_en}"]`).count()).toBe(0);
      expect(await drawn()).toBeLessThan(products.length);

      // Halfway down, a card in the middle of the screen is opened, then Back.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
      const middle = await page.evaluate(() => {
        const names = [...document.querySelectorAll('.product-card__name')];
        const centre = window.innerHeight / 2;
        const near = names.sort(
          (a, b) =>
            Math.abs(a.getBoundingClientRect().top - centre) -
            Math.abs(b.getBoundingClientRect().top - centre),
        )[0];
        return { name: near?.getAttribute('title') ?? '', scrollY: window.scrollY };
      });
      await page.locator(`.product-card__name[title="${middle.name}"]`).click();
      await page.waitForURL(/\/product\/\d+$/);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.goBack();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(middle.scrollY - 200);
      expect(await page.locator(`.product-card__name[title="${middle.name}"]`).isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });
});

describe('the server’s first screen of a category and the device’s list (less work for a mid-tier phone)', () => {
  it('continues the server’s cards instead of drawing them again', async () => {
    const { id } = await target();
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/category/${id}/products`, { waitUntil: 'commit' });
      // Marked as the server's HTML arrives, long before the app's modules run.
      await page.locator('.virtual-grid[data-from="server"] article.product-card').first().waitFor();
      const serverCards = await page
        .locator('article.product-card')
        .evaluateAll((cards) => cards.map((card) => card.setAttribute('data-from-server', '')).length);
      await page.locator('.virtual-grid[data-from="device"]').waitFor();
      await afterHydration(page);
      const kept = await page
        .locator('.virtual-grid article.product-card')
        .evaluateAll((cards) => cards.map((card) => card.hasAttribute('data-from-server')));
      expect(serverCards).toBeGreaterThan(1);
      // The cards still on screen are the very nodes the server sent.
      expect(kept.slice(0, 2)).toEqual([true, true]);
    } finally {
      await context.close();
    }
  });
});
