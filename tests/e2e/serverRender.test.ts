/**
 * Server-rendered pages (DESIGN "How data flows", first visit): with JavaScript off the
 * home, a category and a product show their names, prices and images, in the shopper's language from the first
 * byte, with links that work; customer data never reaches the server's HTML; and with JavaScript on, a page
 * hydrates without a flash and the inlined data reaches the sync worker's database. That every route hydrates,
 * keeping the server's nodes with no console error, is checked by the route walk (everyRoute.test.ts).
 */
import { createHash } from 'node:crypto';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { APP_START_MARK, EAGER_IMAGE_TIMING } from '../../src/app/boot/handoff';
import { PAGE_COLLECTIONS, type PageData } from '../../src/contract';
import { CATEGORY_FIRST_SCREEN } from '../../src/domain';
import { chromiumForThisFile, hydrated, PHONE } from './browser';
import { checkoutApi } from './checkoutSteps';
import { type Lang, logInOnScreen, newLocalPhone, saveAddress, say, shopApi } from './shopSetup';
import { lateFontsOn } from './support/atRest';
import { watchConsole } from './support/consoleProblems';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

type ApiCategory = { id: number; name: string; name_en: string; childrens?: ApiCategory[] };
type ApiProduct = { id: number; name: string; name_en: string; price: number; image?: string | null };

const currency = { ar: 'د.ك', en: 'KD' } as const;
const locale = { ar: 'ar-KW', en: 'en-US' } as const;
const direction = { ar: 'rtl', en: 'ltr' } as const;

/** A subcategory with products, and its first product, found through the API. */
async function targets() {
  const { get } = shopApi(shopUrl);
  const tree = (await get<{ data: ApiCategory[] }>('/getAllCatesWithSub')).data;
  for (const top of tree) {
    for (const sub of top.childrens ?? []) {
      const listed = (await get<{ data: { products: ApiProduct[] } }>(`/category/${sub.id}/products`)).data;
      // The page lists them in id order.
      const products = [...listed.products].sort((a, b) => a.id - b.id);
      const product = products[0];
      if (product) return { sub, products, product };
    }
  }
  throw new Error('the seed has no subcategory with products');
}

/** A browser with JavaScript off, asking in `lang` by its Accept-Language (its locale) or by the cookie. */
async function noScript(lang: Lang, by: 'accept-language' | 'cookie'): Promise<BrowserContext> {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const context = await browser.newContext({
    javaScriptEnabled: false,
    locale: locale[by === 'cookie' ? other : lang],
    viewport: PHONE,
    serviceWorkers: 'block',
  });
  if (by === 'cookie') await context.addCookies([{ name: 'language', value: lang, url: shopUrl }]);
  return context;
}

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

/** Every link in `#root` with its href, as the HTML has it (no script runs to make them work). */
const linksIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));

const imagesIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src') ?? '',
      priority: image.getAttribute('fetchpriority'),
      loaded: (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
    })),
  );

/**
 * Why and when the boot script asked for the app's modules (its User Timing mark), when the browser reported the
 * page's eager images on the screen (Element Timing), and when each of the app's scripts was asked for.
 */
function appStart(page: Page) {
  return page.evaluate(
    ({ mark, timing }) =>
      new Promise<{ why: unknown; startedAt: number; shownAt: number[]; scriptsAt: number[] }>((resolve) => {
        const report = (entries: PerformanceEntry[]) => {
          const started = performance.getEntriesByName(mark)[0] as PerformanceMark | undefined;
          resolve({
            why: started?.detail,
            startedAt: started?.startTime ?? -1,
            shownAt: (entries as (PerformanceEntry & { identifier: string; renderTime: number })[])
              .filter((entry) => entry.identifier === timing)
              .map((entry) => entry.renderTime),
            scriptsAt: performance
              .getEntriesByType('resource')
              .filter((entry) => /\/assets\/.*\.js$/.test(new URL(entry.name).pathname))
              .map((entry) => entry.startTime),
          });
        };
        // The browser hands the reports it kept to a new observer in a task of its own; none within seconds is an
        // image never reported.
        const none = setTimeout(() => report([]), 5_000);
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          clearTimeout(none);
          report(list.getEntries());
        }).observe({ type: 'element', buffered: true });
      }),
    { mark: APP_START_MARK, timing: EAGER_IMAGE_TIMING },
  );
}

describe('pages rendered on the server, with JavaScript off', () => {
  for (const [lang, by] of [
    ['ar', 'accept-language'],
    ['en', 'cookie'],
    ['en', 'accept-language'],
    ['ar', 'cookie'],
  ] as const) {
    it(`shows the home, a category and a product in ${lang} (chosen by ${by}), with working links`, async () => {
      const { sub, products, product } = await targets();
      const name = (p: ApiProduct) => (lang === 'ar' ? p.name : p.name_en);
      const context = await noScript(lang, by);
      const page = await context.newPage();

      // Home: the language from the first byte, the banner as the LCP image, categories and products linked.
      const home = await page.goto(shopUrl);
      expect(home?.status()).toBe(200);
      expect((await home?.text())?.slice(0, 80)).toContain(`<html lang="${lang}" dir="${direction[lang]}">`);
      expect(await documentLanguage(page)).toEqual({ lang, dir: direction[lang] });
      const strip = page.getByRole('region', { name: say(lang, 'home.categories') });
      expect(await strip.getByRole('link').count()).toBeGreaterThan(0);
      const banners = await imagesIn(page, '[aria-roledescription="carousel"] img');
      expect(banners[0]?.priority).toBe('high');
      expect(banners.every((image) => image.src.startsWith('/media/'))).toBe(true);
      const cards = page.locator('.product-card');
      expect(await cards.count()).toBeGreaterThan(0);
      expect(await cards.first().textContent()).toContain(currency[lang]);
      const cardLinks = await linksIn(page, '.product-card__link');
      expect(cardLinks.every((href) => /^\/product\/\d+$/.test(href))).toBe(true);

      // A category's products, reached by its link in the server's HTML.
      const categoryPath = `/category/${sub.id}/products`;
      await page.goto(`${shopUrl}${categoryPath}`);
      expect(await documentLanguage(page)).toEqual({ lang, dir: direction[lang] });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
        lang === 'ar' ? sub.name : sub.name_en,
      );
      // Its first screen of cards, and the count of all of them (a category of thousands).
      const grid = page.locator('.product-grid .product-card');
      expect(await grid.count()).toBe(Math.min(products.length, CATEGORY_FIRST_SCREEN));
      expect(await page.locator('.category-products__count').textContent()).toContain(
        String(products.length),
      );
      const first = grid.first();
      expect(await first.locator('.product-card__name').getAttribute('title')).toBe(name(product));
      expect(await first.locator('.product-card__price').textContent()).toContain(
        `${product.price.toFixed(2)} ${currency[lang]}`,
      );
      const gridImages = await imagesIn(page, '.product-grid img');
      expect(gridImages.length).toBeGreaterThan(0);
      expect(gridImages[0]?.priority).toBe('high');
      await expect.poll(async () => (await imagesIn(page, '.product-grid img'))[0]?.loaded).toBe(true);

      // Its first product, by clicking the card's link: a real href, followed with no script at all.
      await first.locator('.product-card__link').click();
      await page.waitForURL(`${shopUrl}/product/${product.id}`);
      expect(await documentLanguage(page)).toEqual({ lang, dir: direction[lang] });
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(name(product));
      expect(await page.locator('article').first().textContent()).toContain(currency[lang]);
      const gallery = await imagesIn(page, '.gallery__image');
      expect(gallery[0]?.priority).toBe('high');
      expect(gallery[0]?.src).toMatch(/^\/media\//);
      expect(await page.locator('link[rel="preload"][as="image"]').count()).toBeGreaterThan(0);
      await context.close();
    });
  }

  it('inlines the page CSS, the page data in the shape the client stores, and revalidates with an ETag', async () => {
    const { product } = await targets();
    const response = await fetch(`${shopUrl}/product/${product.id}`, {
      headers: { 'accept-language': 'en' },
    });
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary')).toMatch(/Cookie/);
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    const html = await response.text();
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link rel="stylesheet"[^>]*href="\/assets\/index-/);
    // The screen's chunk is in the plan the boot script follows once the page has painted; the page carries that
    // script inline, and its policy allows it by hash alone.
    const boot = /<script type="module">([\s\S]+?)<\/script>/.exec(html)?.[1] ?? '';
    expect(boot).toContain('start-plan');
    const hash = createHash('sha256').update(boot).digest('base64');
    expect(response.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(html).toMatch(
      /id="start-plan">\{"entry":"\/assets\/index-[^"]+","preloads":\[[^\]]*"\/assets\/ProductScreen-/,
    );
    const data = JSON.parse(
      /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}',
    );
    const entries = Object.values(data as PageData);
    expect(entries.some((entry) => entry.collection === 'products')).toBe(true);
    const stored = entries.find((entry) => entry.collection === 'products')?.docs[0] as Record<
      string,
      unknown
    >;
    expect(stored).toMatchObject({ id: String(product.id), productId: product.id, nameEn: product.name_en });
    expect(typeof stored.priceFils).toBe('number');

    const again = await fetch(`${shopUrl}/product/${product.id}`, {
      headers: { 'accept-language': 'en', 'if-none-match': etag ?? '' },
    });
    expect(again.status).toBe(304);
    const arabic = await fetch(`${shopUrl}/product/${product.id}`, {
      headers: { 'accept-language': 'en', cookie: 'language=ar', 'if-none-match': etag ?? '' },
    });
    expect(arabic.status).toBe(200);
    expect((await arabic.text()).slice(0, 60)).toContain('<html lang="ar" dir="rtl">');
  });
});

describe('customer data and the server', () => {
  it("never renders a customer's cart, profile, orders or addresses, only their shell", async () => {
    // A customer with a saved address (through the API, as another device), logged in here with a cart line.
    const api = checkoutApi(shopUrl);
    const local = newLocalPhone();
    const customer = { local, phone: `+965${local}`, fullName: `Private ${local}` };
    await saveAddress(shopUrl, await api.apiLogin(customer.phone), customer.phone, customer.fullName);
    const productId = await api.plainProduct();
    const product = (
      await shopApi(shopUrl).get<{ data: { name_en: string } }>(`/getProductById/${productId}`)
    ).data;
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/login?returnTo=${encodeURIComponent(`/product/${productId}`)}`);
    await logInOnScreen(page, 'en', customer.local);
    await page.waitForURL(`${shopUrl}/product/${productId}`, { timeout: 15_000 });
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 });

    // The browser's own requests, with its cookies: what the server sends whoever asks.
    for (const path of ['/cart', '/profile', '/orders', '/order/1', '/address-list', '/checkout']) {
      const html = await (await context.request.get(`${shopUrl}${path}`)).text();
      expect(html, path).toContain('<div id="root"><');
      for (const secret of [customer.fullName, customer.local, 'Street 12']) {
        expect(html.includes(secret), `${path} holds ${secret}`).toBe(false);
      }
      const data = JSON.parse(/id="page-data">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}') as PageData;
      for (const entry of Object.values(data)) {
        expect(PAGE_COLLECTIONS, path).toContain(entry.collection);
      }
    }
    // The cart line is the browser's alone: the server's cart page has none, the hydrated one shows it.
    const cartHtml = await (await context.request.get(`${shopUrl}/cart`)).text();
    expect(cartHtml.includes(product.name_en)).toBe(false);
    await page.goto(`${shopUrl}/cart`);
    await expect
      .poll(() => page.locator('#main').getByText(product.name_en).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await context.close();
  });
});

describe('hydration from the inlined data, with JavaScript on', () => {
  it("asks for the app's scripts only once the page's largest image is on the screen, as the browser reports it", async () => {
    const { product } = await targets();
    const context = await browser.newContext({ locale: 'ar-KW', viewport: PHONE, serviceWorkers: 'block' });
    // On a busy host the browser may report the image after the boot's fallback (a moment after the frame) has
    // started the app: that load says nothing of the report, so a fresh one is made, up to three in all.
    let page = await context.newPage();
    let start: Awaited<ReturnType<typeof appStart>> | undefined;
    for (let load = 0; load < 3 && start?.why !== 'image shown'; load++) {
      if (start) {
        await page.close();
        page = await context.newPage();
      }
      await page.goto(`${shopUrl}/product/${product.id}`);
      await hydrated(page);
      start = await appStart(page);
    }
    if (!start) throw new Error('no page was loaded');
    expect(start.why).toBe('image shown');
    expect(start.shownAt).toHaveLength(1);
    const shownAt = start.shownAt[0] ?? Number.POSITIVE_INFINITY;
    expect(start.startedAt).toBeGreaterThanOrEqual(shownAt);
    expect(start.scriptsAt.length).toBeGreaterThan(0);
    for (const at of start.scriptsAt) expect(at).toBeGreaterThanOrEqual(shownAt);
    await context.close();
  });

  it('shows the server-rendered page without a flash: the products stay while it hydrates and after', async () => {
    const { sub, products } = await targets();
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    // Every frame's count of products on screen, from the first paint: a skeleton or an empty grid in between is a
    // flash. (Cards below the screen may come and go: the whole list is drawn windowed once the worker lists it.)
    await context.addInitScript(() => {
      const seen: number[] = [];
      (window as { productCounts?: number[] }).productCounts = seen;
      const onScreen = (card: Element) => card.getBoundingClientRect().top < window.innerHeight;
      const count = () => {
        seen.push([...document.querySelectorAll('.product-grid .product-card')].filter(onScreen).length);
        if (seen.length < 400) requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/category/${sub.id}/products`);
    await hydrated(page);
    // Until the screen's live queries have answered from the local database (its late fonts then switch on), the
    // moment a re-render could drop the server's cards, and half a second of frames after it.
    await page.waitForFunction(lateFontsOn, null, { timeout: 20_000 });
    const frames = await page.evaluate(
      () =>
        new Promise<number[]>((resolve) => {
          const until = performance.now() + 500;
          const wait = () =>
            performance.now() >= until
              ? resolve((window as { productCounts?: number[] }).productCounts ?? [])
              : requestAnimationFrame(wait);
          wait();
        }),
    );
    // From the first card parsed on, the grid only grows (the HTML may arrive and be parsed in parts), and once it
    // is whole every later frame shows it whole: no skeleton, no empty grid, no card lost while it hydrates.
    const counts = frames.slice(frames.findIndex((count) => count > 0));
    expect(counts.every((count, index) => index === 0 || count >= (counts[index - 1] ?? 0))).toBe(true);
    const screenful = Math.max(...counts);
    expect(screenful).toBeGreaterThanOrEqual(Math.min(products.length, 4));
    const whole = counts.slice(counts.indexOf(screenful));
    expect(whole.length).toBeGreaterThan(10);
    expect(new Set(whole)).toEqual(new Set([screenful]));
    await context.close();
  });

  it("hands the inlined data to the worker, which stores it: with the API unreachable, it is the shop's catalogue", async () => {
    const { product } = await targets();
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    // The worker never reaches the API: whatever the local database holds came from the page.
    await context.route('**/api/**', (route) => route.abort('internetdisconnected'));
    const page = await context.newPage();
    const problems = watchConsole(page);
    await page.goto(`${shopUrl}/product/${product.id}`);
    await hydrated(page);
    // The categories screen, opened in the page (no new HTML), reads the tree from the local database.
    await page.getByRole('link', { name: 'Categories' }).first().click();
    await page.waitForURL(`${shopUrl}/categories`);
    await expect
      .poll(() => page.locator('#main').getByText('Electronics', { exact: true }).count(), {
        timeout: 20_000,
      })
      .toBeGreaterThan(0);
    // And the product, back in the page's history, from the local database too.
    await page.goBack();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: product.name_en }).count(), { timeout: 20_000 })
      .toBe(1);
    expect(problems.filter((text) => !/Failed to load resource/.test(text))).toEqual([]);
    await context.close();
  });

  it('keeps the language a first page was rendered in as the stored choice, touching no storage as the page starts', async () => {
    const context = await browser.newContext({ locale: 'ar-KW', viewport: PHONE, serviceWorkers: 'block' });
    // Every call to localStorage or sessionStorage: the first waits on the browser, so none belongs in a start.
    await context.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, { storageCalls: calls });
      for (const method of ['getItem', 'setItem', 'removeItem', 'key', 'clear'] as const) {
        const own = Storage.prototype[method] as (...args: unknown[]) => unknown;
        Object.defineProperty(Storage.prototype, method, {
          value(this: Storage, ...args: unknown[]) {
            calls.push(`${method} ${String(args[0])}`);
            return own.apply(this, args);
          },
        });
      }
    });
    const { product } = await targets();
    const page = await context.newPage();
    for (const path of ['/', `/product/${product.id}`]) {
      const first = await page.goto(`${shopUrl}${path}`);
      expect((await first?.text())?.slice(0, 60)).toContain('<html lang="ar" dir="rtl">');
      await hydrated(page);
      // Past the idle moments a start's late work waits for (two seconds at most).
      await page.waitForTimeout(2_500);
      expect(
        await page.evaluate(() => (window as unknown as { storageCalls: string[] }).storageCalls),
      ).toEqual([]);
    }
    const cookie = (await context.cookies(shopUrl)).find((c) => c.name === 'language');
    expect(cookie?.value).toBe('ar');
    await context.close();
  });

  it('remembers a language chosen on screen in a cookie, so the next page is rendered in it', async () => {
    const context = await browser.newContext({ locale: 'ar-KW', viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    const first = await page.goto(shopUrl);
    expect((await first?.text())?.slice(0, 60)).toContain('<html lang="ar" dir="rtl">');
    await hydrated(page);
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const cookie = (await context.cookies(shopUrl)).find((c) => c.name === 'language');
    expect(cookie).toMatchObject({ value: 'en', path: '/', sameSite: 'Lax' });
    expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
    const next = await page.goto(`${shopUrl}/categories`);
    expect((await next?.text())?.slice(0, 60)).toContain('<html lang="en" dir="ltr">');
    await context.close();
  });
});
