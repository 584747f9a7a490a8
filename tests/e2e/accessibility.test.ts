/**
 * axe-core in Chromium over every route of SPEC §2, in Arabic and English, at 390 px and 1280 px. A route is
 * audited once its content has rendered (no loading line, skeleton or busy region left); any violation of serious
 * or critical impact fails it, listed with its rule, help text and the elements that break it. Anything the
 * Content-Security-Policy refused along the way fails the route it happened on (support/policyWatch.ts): with the
 * logged-in walk of everyRoute.test.ts, this is how every route is shown to run under the policy, as a guest too.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, PHONE, shopContext } from './browser';
import {
  type CatalogueTargets,
  type Customer,
  catalogueTargets,
  customerWithOrder,
  enterCodeOnScreen,
  type Lang,
  requestCodeOnScreen,
  say,
} from './shopSetup';
import { type Auditor, axeAuditor } from './support/axeAudit';
import { drawsFrames } from './support/drawsFrames';
import { type PolicyWatch, watchPolicy } from './support/policyWatch';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/**
 * Goes to `path` the way the shop's own links do (a history entry the router follows), which spares loading the
 * app again for every route; the first visit, and any that asks for it, loads the page.
 */
async function open(page: Page, path: string, fullLoad = false): Promise<void> {
  if (fullLoad || !page.url().startsWith(shopUrl)) {
    await page.goto(`${shopUrl}${path}`);
    return;
  }
  await page.evaluate((to) => {
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

interface Shop {
  targets: CatalogueTargets;
  customer: Customer;
}

interface Visit {
  name: string;
  /** Read when the test runs, after the catalogue and the customer have been set up. */
  path: () => string;
  /** What shows once the screen's own content is there (and not the screen before: see `open`). */
  ready: (page: Page) => Promise<unknown>;
  /** Loads the page afresh: for screens that only a generic heading tells apart from the one before. */
  fullLoad?: boolean;
  /** Done after the audit, to set up the routes that follow. */
  afterwards?: (page: Page) => Promise<unknown>;
}

function visits(lang: Lang, shop: Shop): Visit[] {
  const label = (names: { name: string; nameEn: string }) => (lang === 'ar' ? names.name : names.nameEn);
  const main = (page: Page) => page.getByRole('main');
  const h1 = (page: Page, text: string) =>
    main(page).getByRole('heading', { level: 1, name: text }).waitFor();
  const anyH1 = (page: Page) => main(page).locator('h1').waitFor();
  const product = () => shop.targets.withVariants;
  const addressRadio = (page: Page) => page.getByRole('radio', { name: new RegExp(shop.customer.fullName) });
  return [
    {
      name: 'home /',
      path: () => '/',
      ready: (page) => page.locator('[aria-roledescription="carousel"] img').first().waitFor(),
    },
    {
      name: 'search overlay /?search=',
      path: () => `/?search=${encodeURIComponent(label(product()).split(' ')[0] ?? '')}`,
      ready: (page) =>
        page
          .getByRole('dialog')
          .getByRole('list', { name: say(lang, 'search.results') })
          .locator('a')
          .first()
          .waitFor(),
    },
    {
      name: '/categories',
      path: () => '/categories',
      ready: (page) => page.locator('.category-row').first().waitFor(),
    },
    {
      name: '/categories/{id}/{name}',
      path: () => `/categories/${shop.targets.top.id}/${encodeURIComponent(shop.targets.top.name_en)}`,
      ready: (page) => page.locator('.category-tile').first().waitFor(),
    },
    {
      name: '/category/{id}/products',
      path: () => `/category/${shop.targets.sub.id}/products`,
      ready: (page) => page.locator('a.product-card__link').first().waitFor(),
    },
    {
      name: '/products',
      path: () => '/products',
      ready: async (page) => {
        await h1(page, say(lang, 'categories.allProducts'));
        await page.locator('a.product-card__link').first().waitFor();
      },
    },
    { name: '/cart (empty)', path: () => '/cart', ready: (page) => h1(page, say(lang, 'cart.title')) },
    {
      name: '/product/{id}',
      path: () => `/product/${product().id}`,
      ready: async (page) => {
        await h1(page, label(product()));
        await main(page).getByRole('radio').first().waitFor({ state: 'attached' });
      },
      afterwards: async (page) => {
        // Kept for the favorites and cart routes below.
        await page
          .getByRole('button', { name: say(lang, 'favorites.toggle', { name: label(product()) }) })
          .first()
          .click();
        await page.getByRole('button', { name: say(lang, 'product.addToCart') }).click();
        await page.getByRole('button', { name: say(lang, 'product.added') }).waitFor({ timeout: 10_000 });
      },
    },
    { name: '/reels', path: () => '/reels', ready: (page) => page.locator('video').first().waitFor() },
    {
      name: '/favorites',
      path: () => '/favorites',
      ready: async (page) => {
        await h1(page, say(lang, 'favorites.title'));
        await main(page).locator(`a.product-card__link[href="/product/${product().id}"]`).waitFor();
      },
    },
    {
      name: '/cart (with items)',
      path: () => '/cart',
      ready: (page) => page.locator('.cart-line__body').first().waitFor(),
    },
    {
      name: '/profile (guest)',
      path: () => '/profile',
      ready: (page) => h1(page, say(lang, 'profile.welcome')),
    },
    {
      name: '/login (phone step)',
      path: () => '/login?returnTo=%2Fprofile',
      ready: (page) => page.locator('#login-phone').waitFor(),
    },
    {
      name: '/profile',
      path: () => '/profile',
      ready: (page) => page.getByLabel(say(lang, 'profile.nameLabel')).waitFor(),
    },
    {
      name: '/orders',
      path: () => '/orders',
      ready: (page) =>
        page
          .getByRole('link', {
            name: new RegExp(say(lang, 'orders.orderNumber', { id: shop.customer.orderId })),
          })
          .waitFor(),
    },
    {
      name: '/order/{id}',
      path: () => `/order/${shop.customer.orderId}`,
      ready: (page) => page.locator('[aria-current="step"]').waitFor(),
    },
    {
      name: '/address-list',
      path: () => '/address-list',
      ready: (page) => addressRadio(page).waitFor(),
      afterwards: async (page) => {
        // Checkout below shows the selected address.
        await addressRadio(page).click();
        await expect.poll(() => addressRadio(page).isChecked()).toBe(true);
      },
    },
    {
      name: '/add-address',
      path: () => '/add-address',
      ready: (page) => page.locator('form.address-form').waitFor(),
    },
    {
      name: '/checkout',
      path: () => '/checkout',
      ready: async (page) => {
        await page.getByTestId('checkout-address').getByText(shop.customer.fullName).waitFor();
        await expect.poll(() => page.getByTestId('summary-delivery').textContent()).not.toBe('…');
      },
    },
    { name: '/thank-you', path: () => '/thank-you', ready: anyH1, fullLoad: true },
    {
      name: '/payment-success',
      path: () => '/payment-success?paymentId=100200300',
      ready: anyH1,
      fullLoad: true,
    },
    {
      name: '/payment-error',
      path: () => '/payment-error?ErrorMessage=Declined&ErrorCode=51',
      ready: anyH1,
      fullLoad: true,
    },
    {
      name: '/payment-callback',
      path: () => '/payment-callback?paymentId=100200300',
      ready: anyH1,
      fullLoad: true,
    },
  ];
}

const languages = [
  { lang: 'ar', locale: 'ar-KW', label: 'Arabic' },
  { lang: 'en', locale: 'en-US', label: 'English' },
] as const;

const widths = [
  { viewport: PHONE, label: '390 px' },
  { viewport: DESKTOP, label: '1280 px' },
] as const;

let targets: CatalogueTargets;
beforeAll(async () => {
  targets = await catalogueTargets(shopUrl);
});

// Each screen is loaded once per language and audited at both widths: the page is resized from 390 px to 1280 px,
// which applies the desktop layout to the same content without loading it again.
for (const { lang, locale, label } of languages) {
  describe(`axe: no serious or critical violations, ${label} at 390 px and 1280 px`, () => {
    let context: BrowserContext;
    let page: Page;
    let auditor: Auditor;
    let policy: PolicyWatch;
    const shop = {} as Shop;
    beforeAll(async () => {
      shop.targets = targets;
      shop.customer = await customerWithOrder(shopUrl);
      context = await shopContext(browser, { locale, viewport: PHONE });
      auditor = await axeAuditor(context);
      page = await context.newPage();
      policy = await watchPolicy(page);
    });
    afterAll(async () => {
      await context?.close();
    });

    const loadingLines = [say(lang, 'common.loading'), say(lang, 'search.searching')];
    const refusals = () => policy.take().map((refused) => `the policy refused ${refused}`);
    /**
     * Resizes the page. Should Chromium stop drawing it (support/drawsFrames.ts), the same screen is loaded in a
     * new page of the context, at that size, and `ready` awaited there: what the old page's policy watch saw so
     * far is kept.
     */
    let refusedBefore: string[] = [];
    const resize = async (
      viewport: { width: number; height: number },
      ready?: (page: Page) => Promise<unknown>,
    ) => {
      await page.setViewportSize(viewport);
      if (await drawsFrames(page)) return;
      const stalled = page;
      refusedBefore.push(...refusals());
      page = await context.newPage();
      policy = await watchPolicy(page);
      await page.setViewportSize(viewport);
      await page.goto(stalled.url());
      await stalled.close();
      await ready?.(page);
    };
    const auditAt = async (
      viewport: { width: number; height: number },
      ready?: (page: Page) => Promise<unknown>,
    ) => {
      await resize(viewport, ready);
      const findings = await auditor.audit(page, loadingLines);
      const refused = [...refusedBefore, ...refusals()];
      refusedBefore = [];
      return [...findings, ...refused];
    };

    for (const visit of visits(lang, shop)) {
      for (const [index, width] of widths.entries()) {
        const first = index === 0;
        const last = index === widths.length - 1;
        it(`${visit.name} at ${width.label}`, async () => {
          if (first) {
            await resize(width.viewport);
            await open(page, visit.path(), visit.fullLoad);
            await visit.ready(page);
          }
          const findings = await auditAt(width.viewport, visit.ready);
          if (last) await visit.afterwards?.(page);
          expect(findings, findings.join('\n')).toEqual([]);
        });
      }

      if (visit.name === '/login (phone step)') {
        // The code step follows the phone step; verifying the code logs the customer in for the routes below.
        let code = '';
        const codeBoxes = () =>
          page.getByRole('textbox', { name: say(lang, 'login.digit', { number: 1, total: 4 }) }).waitFor();
        it('/login (code step) at 390 px', async () => {
          await resize(PHONE);
          code = await requestCodeOnScreen(page, lang, shop.customer.local);
          await codeBoxes();
          const findings = await auditAt(PHONE);
          expect(findings, findings.join('\n')).toEqual([]);
        });
        it('/login (code step) at 1280 px', async () => {
          await codeBoxes();
          const findings = await auditAt(DESKTOP, async (fresh) => {
            code = await requestCodeOnScreen(fresh, lang, shop.customer.local);
            await codeBoxes();
          });
          await enterCodeOnScreen(page, lang, code);
          await page.waitForURL((url) => url.pathname === '/profile');
          expect(findings, findings.join('\n')).toEqual([]);
        });
      }
    }
  });
}
