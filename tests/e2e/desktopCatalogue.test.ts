/**
 * Browsing the catalogue at 1280 px as a shop's desktop does: a category menu that folds away once a category is
 * chosen, a category's "All" listing (rendered by the server and hydrated as it is), filters grouped and ordered as
 * sizes are, whose Apply says how many products it will show, and search results as the product grid with Sort and
 * Filter. One context for the file.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { groupOptionValues } from '../../src/domain/catalogue/optionValueGroups';
import { chromiumForThisFile, DESKTOP, hydrated, shopContext } from './browser';
import { say, shopApi } from './shopSetup';
import { watchConsole } from './support/consoleProblems';
import { afterHydration, keepServerShell } from './support/hydration';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();
const t = (key: string, values?: Record<string, string | number>) => say('en', key, values);

type ApiCategory = { id: number; name_en: string; childrens?: ApiCategory[] };
type Option = { name: string; value: string };
type ApiProduct = { id: number; name_en: string; price: number; variant_options: Option[] };

/** A top category with subcategories whose products come in letter sizes and numbered ones, and its products. */
async function sizedTop() {
  const { get } = shopApi(shopUrl);
  const tree = (await get<{ data: ApiCategory[] }>('/getAllCatesWithSub')).data;
  for (const top of tree.filter((category) => (category.childrens?.length ?? 0) > 0)) {
    const { products } = (await get<{ data: { products: ApiProduct[] } }>(`/category/${top.id}/products`))
      .data;
    const sizes = products.flatMap((p) =>
      p.variant_options.filter((o) => o.name === 'Size').map((o) => o.value),
    );
    if (sizes.includes('M') && sizes.some((size) => /^\d+$/.test(size))) return { top, products };
  }
  throw new Error('the seed has no category with letter and numbered sizes');
}

let context: BrowserContext;
let target: Awaited<ReturnType<typeof sizedTop>>;
beforeAll(async () => {
  target = await sizedTop();
  context = await shopContext(browser, { locale: 'en-US', viewport: DESKTOP });
  await keepServerShell(context);
});
afterAll(() => context?.close());

const withPage = async (work: (page: Page) => Promise<void>) => {
  const page = await context.newPage();
  try {
    await work(page);
  } finally {
    await page.close();
  }
};

describe('the desktop category menu (SPEC §2 Header: hover dropdowns)', () => {
  it('folds away once a category is chosen, and stays folded when the pointer leaves', () =>
    withPage(async (page) => {
      await page.goto(`${shopUrl}/`);
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: t('nav.shopByCategory') });
      const top = nav.getByRole('link', { name: target.top.name_en, exact: true });
      const panel = top.locator('xpath=..').locator('.category-nav__panel');
      await top.hover();
      // The panels fill in with the whole category tree, asked once the page is hydrated (useCategoryTree).
      await expect.poll(() => panel.isVisible(), { timeout: 20_000 }).toBe(true);

      await top.click();
      await page.waitForURL((url) => url.pathname === `/category/${target.top.id}/products`);
      expect(await panel.isVisible()).toBe(false);
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 40);
      expect(await panel.isVisible()).toBe(false);
      // Nothing covers the page's title (a poll: the screen may still be filling in under the pointer's move).
      const title = page.getByRole('heading', { level: 1 });
      const covering = () =>
        title.evaluate((h1) => {
          const box = h1.getBoundingClientRect();
          const hit = document.elementFromPoint(box.x + 4, box.y + box.height / 2);
          return h1.contains(hit) ? 'nothing' : (hit?.outerHTML.slice(0, 120) ?? 'no element');
        });
      await expect.poll(covering).toBe('nothing');

      // Open again on the next hover; a subcategory chosen in it folds it too.
      await top.hover();
      await expect.poll(() => panel.isVisible()).toBe(true);
      const sub = target.top.childrens?.[1] ?? target.top.childrens?.[0];
      await panel.getByRole('link', { name: sub?.name_en, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/category/${sub?.id}/products`);
      await page.mouse.move(DESKTOP.width / 2, DESKTOP.height - 40);
      expect(await panel.isVisible()).toBe(false);
    }));
});

describe('a category with subcategories, whole ("All" beside SPEC §2’s subcategory pills)', () => {
  it('is rendered by the server and hydrated as it is, with All the current pill and every product counted', () =>
    withPage(async (page) => {
      const problems = watchConsole(page);
      await page.goto(`${shopUrl}/category/${target.top.id}/products?all=1`);
      expect(await afterHydration(page)).toEqual({ kept: true, lang: 'en', dir: 'ltr' });
      const main = page.getByRole('main');
      await main.getByRole('heading', { level: 1, name: target.top.name_en }).waitFor();
      const pills = main.getByRole('navigation', { name: t('categories.subcategories') });
      expect(
        await pills.getByRole('link', { name: t('categories.allPill') }).getAttribute('aria-current'),
      ).toBe('page');
      await expect
        .poll(() => main.locator('.category-products__count').textContent(), { timeout: 20_000 })
        .toBe(t('categories.itemCount', { count: target.products.length }));
      expect(problems).toEqual([]);
    }));
});

describe('the filters of a list, read as a shop’s', () => {
  it('groups the sizes by kind in their natural order, and Apply says how many products it will show', () =>
    withPage(async (page) => {
      await page.goto(`${shopUrl}/category/${target.top.id}/products?all=1`);
      await hydrated(page);
      await page.getByRole('button', { name: t('listing.filter') }).click();
      const dialog = page.getByRole('dialog', { name: t('listing.filterTitle') });
      const sizes = dialog.getByRole('group', { name: 'Size' });
      const offered = target.products.map((p) =>
        p.variant_options.filter((o) => o.name === 'Size').map((o) => o.value),
      );
      const counted = new Map<string, number>();
      for (const values of offered)
        for (const value of new Set(values)) counted.set(value, (counted.get(value) ?? 0) + 1);
      const expected = groupOptionValues(
        [...counted.keys()].map((value) => ({ value, valueAr: null })),
        offered,
        'en',
      ).map((group) => group.map(({ value }) => `${value} (${counted.get(value)})`));
      // Letter sizes first, smallest first; numbered sizes after, in more than one run (a shoe's, a dishdasha's).
      const letters = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].filter((size) => counted.has(size));
      expect(expected[0]?.map((label) => label.split(' ')[0])).toEqual(letters);
      expect(expected.length).toBeGreaterThan(2);
      await expect
        .poll(
          () =>
            sizes
              .locator('.filter-dialog__values')
              .evaluateAll((groups) =>
                groups.map((group) => [...group.querySelectorAll('label')].map((label) => label.textContent)),
              ),
          { timeout: 20_000 },
        )
        .toEqual(expected);

      await expect
        .poll(() => dialog.locator('button[type="submit"]').textContent())
        .toBe(t('listing.applyCount', { count: target.products.length }));
      await sizes.getByRole('checkbox', { name: /^M \(\d+\)$/ }).check();
      const withM = counted.get('M') ?? 0;
      await expect
        .poll(() => dialog.locator('button[type="submit"]').textContent())
        .toBe(withM === 1 ? t('listing.applyOne') : t('listing.applyCount', { count: withM }));
      await dialog.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator('.category-products__count').textContent())
        .toBe(t('categories.itemCount', { count: withM }));
    }));
});

describe('search results on a desktop (SPEC §2 Search; §9 grid of 5 columns)', () => {
  it('shows the product grid with Sort and Filter, as a category has, and a card opens its product', () =>
    withPage(async (page) => {
      const word = target.products[0]?.name_en.split(' ').at(-1) ?? '';
      await page.goto(`${shopUrl}/?search=${encodeURIComponent(word)}`);
      await hydrated(page);
      const overlay = page.getByRole('dialog', { name: t('search.title') });
      const grid = overlay.getByRole('list', { name: t('search.results') });
      await grid.locator('article.product-card').first().waitFor({ timeout: 20_000 });
      expect(
        await grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length),
      ).toBe(5);

      await overlay.getByLabel(t('listing.sortBy')).selectOption('priceAsc');
      const prices = () =>
        grid
          .locator('.product-card__price')
          .evaluateAll((spans) => spans.map((span) => Number(span.textContent?.replace(/[^\d.]/g, ''))));
      await expect
        .poll(async () => {
          const shown = await prices();
          return shown.length > 1 && shown.every((price, i) => i === 0 || price >= (shown[i - 1] ?? 0));
        })
        .toBe(true);

      // The Filter dialog opens over the overlay, and Escape closes it alone.
      await overlay.getByRole('button', { name: t('listing.filter') }).click();
      const filters = page.getByRole('dialog', { name: t('listing.filterTitle') });
      await filters.waitFor();
      await page.keyboard.press('Escape');
      await filters.waitFor({ state: 'hidden' });
      expect(await overlay.isVisible()).toBe(true);

      const card = grid.locator('a.product-card__link').first();
      const path = await card.getAttribute('href');
      await card.click();
      await page.waitForURL((url) => url.pathname === path && !url.searchParams.has('search'));
    }));
});
