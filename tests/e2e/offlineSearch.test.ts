import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, hydrated, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/** Arabic as shoppers type it: without hamza, with diacritics, with ه for ة, with ال where the name has none or لل. */
const variants = [
  { typed: 'غطاء شفاف انكر', finds: 'غطاء شفاف أنكر' },
  { typed: 'غِطَاءٌ شَفَّافٌ أنكر', finds: 'غطاء شفاف أنكر' },
  { typed: 'الغطاء الشفاف انكر', finds: 'غطاء شفاف أنكر' },
  { typed: 'حامل هاتف السياره', finds: 'حامل هاتف للسيارة سبيجن' },
  { typed: 'انكر غطا', finds: 'غطاء شفاف أنكر' },
];

describe('the search overlay offline (SPEC §2 Search)', () => {
  it('finds a product from the device’s own catalogue whatever Arabic spelling is typed', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/?search=`);
      const overlay = page.getByRole('dialog', { name: 'البحث' });
      const field = overlay.getByRole('searchbox', { name: 'ابحث عن المنتجات' });
      // Searching brings the whole catalogue onto the device: its one changes call answers, then the network goes.
      const catalogue = page.waitForResponse((response) => response.url().includes('/api/catalogue/changes'));
      await field.fill('غطاء');
      await catalogue;
      await context.setOffline(true);
      // The server's search asked from now on never answers: the results below are the device's own.
      const askedOffline = new Set<unknown>();
      const answeredByServer: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/getProductName')) askedOffline.add(request);
      });
      page.on('requestfinished', (request) => {
        if (askedOffline.has(request)) answeredByServer.push(request.url());
      });

      const names = overlay.getByRole('list', { name: 'نتائج البحث' }).locator('.search-result__name');
      for (const { typed, finds } of variants) {
        await field.fill(typed);
        await expect.poll(() => names.allTextContents(), { timeout: 15_000 }).toContain(finds);
      }
      expect(answeredByServer).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the search right after a first visit, offline (SPEC §2 Search; DESIGN: offline browsing)', () => {
  it('finds the products of the first page it opened once that page is interactive, on a slow phone', async () => {
    const tree = (await (await fetch(`${shopUrl}/api/getAllCatesWithSub`)).json()) as {
      data: { childrens?: { id: number }[] }[];
    };
    const sub = tree.data.flatMap((top) => top.childrens ?? [])[0];
    const context = await shopContext(browser, { locale: 'en-US', viewport: DESKTOP });
    try {
      const page = await context.newPage();
      // A phone's CPU: the page's scripts, the sync worker and its database start several times slower.
      const devtools = await context.newCDPSession(page);
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${shopUrl}/category/${sub?.id}/products`);
      await hydrated(page);
      // The network goes the moment the page answers: no chunk, call or worker script may still be on its way.
      await context.setOffline(true);
      const name = (await page.locator('.product-card__name').first().textContent())?.trim() ?? '';
      expect(name).not.toBe('');

      await page.getByRole('searchbox', { name: 'Search products' }).first().fill(name);
      // At 1280 px the results are the product grid (SearchResultsGrid).
      const results = page.getByRole('list', { name: 'Search results' }).locator('.product-card__name');
      await expect.poll(() => results.allTextContents(), { timeout: 20_000 }).toContain(name);
    } finally {
      await context.close();
    }
  });
});
