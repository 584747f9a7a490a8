import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

type ApiCategory = { id: number; name: string; name_en: string; childrens?: ApiCategory[] };
type ApiVariant = {
  effective_price: number;
  stock_quantity: number;
  is_available: boolean;
  main_image: string;
  attributes_array: { name: string; value: string; value_ar?: string }[];
};
type ApiProduct = { id: number; name: string; name_en: string };

const api = async <T>(path: string): Promise<T> => (await (await fetch(`${shopUrl}/api${path}`)).json()) as T;

/**
 * A walk target found through the API: a top category, one of its subcategories, and a product there whose Color
 * and Size variants include two in stock with different colours.
 */
async function walkTarget() {
  const tree = (await api<{ data: ApiCategory[] }>('/getAllCatesWithSub')).data;
  for (const top of tree) {
    for (const sub of top.childrens ?? []) {
      const { products } = (await api<{ data: { products: ApiProduct[] } }>(`/category/${sub.id}/products`))
        .data;
      for (const product of products.slice(0, 20)) {
        const system = (
          await api<{ variant_system: { optimized_variants: ApiVariant[] } }>(`/getProductById/${product.id}`)
        ).variant_system;
        const inStock = system.optimized_variants.filter((v) => v.is_available && v.stock_quantity > 0);
        const value = (v: ApiVariant, name: string) => v.attributes_array.find((a) => a.name === name)?.value;
        const valueAr = (v: ApiVariant, name: string) =>
          v.attributes_array.find((a) => a.name === name)?.value_ar ?? '';
        const [first, other] = [
          inStock[0],
          inStock.find((v) => value(v, 'Color') !== value(inStock[0] as ApiVariant, 'Color')),
        ];
        if (first && other && value(first, 'Size') && value(other, 'Size')) {
          return {
            top,
            sub,
            product,
            other,
            // The picker names them in the page's language (SPEC §3 language rule).
            color: { en: value(other, 'Color') ?? '', ar: valueAr(other, 'Color') },
            size: { en: value(other, 'Size') ?? '', ar: valueAr(other, 'Size') },
          };
        }
      }
    }
  }
  throw new Error('the seed has no product with two colours in stock');
}

const texts = {
  ar: {
    locale: 'ar-KW' as const,
    categories: 'الأقسام',
    videos: 'الفيديوهات',
    favorites: 'المفضلة',
    favorite: 'المفضلة: ',
    clearAll: 'مسح الكل',
    empty: 'لا توجد مفضلة بعد',
    search: 'ابحث عن المنتجات',
    results: 'نتائج البحث',
    currency: 'د.ك',
    stock: 'متوفر: ',
    name: (o: { name: string }) => o.name,
  },
  en: {
    locale: 'en-US' as const,
    categories: 'Categories',
    videos: 'Videos',
    favorites: 'Favorites',
    favorite: 'Favorite: ',
    clearAll: 'Clear All',
    empty: 'No favorites yet',
    search: 'Search products',
    results: 'Search results',
    currency: 'KD',
    stock: 'In Stock: ',
    name: (o: { name_en: string }) => o.name_en,
  },
};

const pageIsNoWiderThanViewport = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const walks = [
  { lang: 'ar', viewport: PHONE, label: 'Arabic at 390 px' },
  { lang: 'en', viewport: DESKTOP, label: 'English at 1280 px' },
] as const;

describe('browsing the catalogue in Chromium (SPEC §2 Categories, Category products, Product detail, Search, Reels, Favorites)', () => {
  for (const walk of walks) {
    it(`walks home → categories → products → a product with variants → search → reels → favorites, ${walk.label}`, async () => {
      const t = texts[walk.lang];
      const target = await walkTarget();
      const context = await shopContext(browser, { locale: t.locale, viewport: walk.viewport });
      // An ERP description with markup and a handler: it must arrive sanitised (DESIGN Conventions).
      await context.route(`**/api/getProductById/${target.product.id}`, async (route) => {
        const body = await (await route.fetch()).json();
        const unsafe =
          '<p>Made <b>well</b></p><img src="x" onerror="window.__hacked = 1"><script>window.__hacked = 2</script>';
        body.data.description = unsafe;
        body.data.description_en = unsafe;
        await route.fulfill({ json: body });
      });
      try {
        const page = await context.newPage();
        await page.goto(shopUrl);
        await expect
          .poll(() => page.locator('[aria-roledescription="carousel"] img').count(), { timeout: 20_000 })
          .toBeGreaterThan(0);

        // Categories: on a phone from the tab bar; the desktop layout reaches the page by its address.
        if (walk.viewport === PHONE)
          await page
            .getByRole('navigation', { name: /./ })
            .last()
            .getByRole('link', { name: t.categories })
            .click();
        else await page.goto(`${shopUrl}/categories`);
        await page.getByRole('button', { name: t.name(target.top) }).click();
        await page.locator(`a.category-tile[href="/category/${target.sub.id}/products"]`).click();
        await expect
          .poll(() => page.getByRole('heading', { level: 1, name: t.name(target.sub) }).count(), {
            timeout: 15_000,
          })
          .toBe(1);
        expect(await pageIsNoWiderThanViewport(page)).toBe(true);

        // The product with variants: choose a colour and a size; price, stock and picture follow.
        await page.locator(`a.product-card__link[href="/product/${target.product.id}"]`).click();
        await page.getByRole('heading', { level: 1, name: t.name(target.product) }).waitFor();
        await expect
          .poll(() => page.getByRole('radio', { name: target.color[walk.lang], exact: true }).count(), {
            timeout: 15_000,
          })
          .toBe(1);
        await page.getByText(target.color[walk.lang], { exact: true }).click();
        await page.getByText(target.size[walk.lang], { exact: true }).click();
        const price = `${target.other.effective_price.toFixed(2)} ${t.currency}`;
        await expect.poll(() => page.locator('.product-page__price').textContent()).toContain(price);
        await expect
          .poll(() => page.locator('.stock-badge').textContent())
          .toBe(`${t.stock}${target.other.stock_quantity}`);
        await expect
          .poll(() => page.locator('.gallery__image').getAttribute('src'))
          .toBe(target.other.main_image);
        // The sanitised description replaces its text once DOMPurify, loaded on demand, has run.
        await expect.poll(() => page.locator('.product-page__description-body b').count()).toBe(1);
        expect(
          await page
            .locator('.product-page__description-body img[onerror], .product-page__description-body script')
            .count(),
        ).toBe(0);
        expect(await page.evaluate(() => (window as { __hacked?: number }).__hacked)).toBeUndefined();
        expect(await pageIsNoWiderThanViewport(page)).toBe(true);

        // Keep it as a favorite for the end of the walk.
        const keep = page.getByRole('button', { name: `${t.favorite}${t.name(target.product)}` }).first();
        await keep.click();
        await expect.poll(() => keep.getAttribute('aria-pressed')).toBe('true');

        // Search: the home (or header) search box opens the overlay; a result opens its product.
        await page.goto(shopUrl);
        const word = t.name(target.product).split(' ')[0] ?? '';
        await page.getByRole('searchbox', { name: t.search }).first().fill(word);
        const results = page.getByRole('dialog').getByRole('list', { name: t.results });
        await expect
          .poll(() => results.locator(`a[href="/product/${target.product.id}"]`).count(), { timeout: 15_000 })
          .toBe(1);
        await results.locator(`a[href="/product/${target.product.id}"]`).click();
        await page.getByRole('heading', { level: 1, name: t.name(target.product) }).waitFor();

        // Reels: the video in view plays (muted, so Chromium allows it).
        if (walk.viewport === PHONE) await page.getByRole('link', { name: t.videos }).click();
        else await page.goto(`${shopUrl}/reels`);
        const firstVideo = page.locator('video').first();
        await expect
          .poll(() => firstVideo.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0), {
            timeout: 20_000,
          })
          .toBe(true);
        expect(
          await page
            .locator('video')
            .nth(2)
            .evaluate((v: HTMLVideoElement) => v.paused),
        ).toBe(true);

        // Favorites: the product kept above, then Clear All after confirming.
        await page.goto(`${shopUrl}/favorites`);
        await expect
          .poll(() => page.locator(`a[href="/product/${target.product.id}"]`).count(), { timeout: 15_000 })
          .toBe(1);
        await page.getByRole('button', { name: t.clearAll }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: t.clearAll }).click();
        await page.getByRole('heading', { name: t.empty }).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});
