/**
 * A careful shopper walks every route of SPEC §2 on a
 * 390 × 844 phone, in Arabic and then in English, logged in with a cart, a saved address, a favourite and a placed
 * order. Once each screen is at rest (support/atRest.ts: its data come, transitions ended, no delayed work pending,
 * network and DOM quiet), the walk notes anything that scrolls the page sideways (naming the widest element),
 * visible text in the other language's script (SPEC §1 and the §3 language rule: Latin words in Arabic
 * outside brand names such as Visa or KNET; Arabic script in English outside the language toggle's own name),
 * raw HTML tags shown as text, words squeezed into a column a few letters wide (an order line's picture once took
 * the whole line), and an order-status badge reading "unknown"; anything the Content-Security-Policy refused on
 * the way, or a page served without it (support/policyWatch.ts); and, for each page loaded, a hydration that did
 * not keep the server's nodes or its language (support/hydration.ts), and any console error or hydration warning.
 * The whole walk runs before it fails, so one run lists every finding with its route.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { messages } from '../../server/http/messages';
import { declinedErrorCode } from '../../server/routes/pay-page';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import {
  type CatalogueTargets,
  type Customer,
  catalogueTargets,
  customerWithOrder,
  type Lang,
  logInOnScreen,
  say,
} from './shopSetup';
import { recordActivity, screenAtRest, watchNetwork } from './support/atRest';
import { watchConsole } from './support/consoleProblems';
import { afterHydration, keepServerShell } from './support/hydration';
import { missingPolicyHeaders, watchPolicy } from './support/policyWatch';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/**
 * Latin text an Arabic screen may show: the payment networks' own marks, which are not translated (SPEC §2
 * checkout and footer). Phone numbers, codes and SKUs sit in `dir="ltr"` runs, and what the shopper typed (a name,
 * a street) in `<bdi>`, which keeps it as typed in either language: the walk skips both.
 */
const latinAllowedInArabic = ['Google Pay', 'Apple Pay', 'Mastercard', 'Visa', 'KNET', 'K-Fast'];
/** Clothes sizes, printed as their letters on Arabic Gulf shops too. */
const letterSizes = /\b(?:X{0,2}[SL]|M)\b/g;
/**
 * The one run an English screen may show in Arabic, and its Arabic counterpart: the language toggle names the
 * other language in its own script, marked with its `lang` (SPEC §4).
 */
const toggleLabel = { ar: say('ar', 'language.switchTo'), en: say('en', 'language.switchTo') } as const;

interface TextRun {
  text: string;
  /** Inside `<bdi>` or an element marked `dir="ltr"` below the page (typed text, phone numbers, codes, SKUs). */
  isolated: boolean;
  /** The `lang` of the nearest element below the page that declares one, if any. */
  lang: string | null;
  /** Laid out in a column a few letters wide, so it reads letter by letter down the screen. */
  squeezed: boolean;
}

/** What the page shows once settled: its visible text runs and, if it scrolls sideways, the widest culprit. */
async function readScreen(page: Page): Promise<{ runs: TextRun[]; sideways: string | null }> {
  return page.evaluate(() => {
    const describe = (element: Element) => {
      const classes = [...element.classList].slice(0, 2).map((name) => `.${name}`);
      return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes.join('')}>`;
    };
    // Below the fold a section skips layout (content-visibility), which would hide what it holds from the reading.
    const laidOut = document.createElement('style');
    laidOut.textContent = '* { content-visibility: visible !important; }';
    document.head.append(laidOut);
    const root = document.documentElement;
    let sideways: string | null = null;
    if (root.scrollWidth > root.clientWidth) {
      const width = root.clientWidth;
      let widest: { element: Element; overflow: number; size: number } | null = null;
      // Elements, and text spilling out of its element, each measured by its own box.
      const boxes: { element: Element; box: DOMRect }[] = [];
      for (const element of document.body.querySelectorAll('*'))
        boxes.push({ element, box: element.getBoundingClientRect() });
      const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = texts.nextNode(); node; node = texts.nextNode()) {
        if (!node.parentElement || !node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push({ element: node.parentElement, box: range.getBoundingClientRect() });
      }
      for (const { element, box } of boxes) {
        const overflow = Math.max(box.right - width, -box.left);
        if (overflow < 1 || box.width === 0) continue;
        // Inside a box that scrolls or clips sideways, nothing can widen the page.
        let clipped = false;
        for (let up: Element | null = element; up && up !== document.body; up = up.parentElement) {
          if (up !== element && getComputedStyle(up).overflowX !== 'visible') {
            clipped = true;
            break;
          }
        }
        if (clipped) continue;
        if (
          !widest ||
          overflow > widest.overflow ||
          (overflow === widest.overflow && box.width > widest.size)
        )
          widest = { element, overflow, size: box.width };
      }
      sideways = `scrollWidth ${root.scrollWidth} > clientWidth ${width}; widest: ${
        widest
          ? `${describe(widest.element)} (${Math.round(widest.size)} px, ${Math.round(widest.overflow)} px out)`
          : 'unknown'
      }`;
    }

    const skipped = 'script, style, noscript, template, [hidden], [aria-hidden="true"]';
    const runs: { text: string; isolated: boolean; lang: string | null; squeezed: boolean }[] = [];
    const belowPage = (element: Element | null) =>
      element !== null && element !== document.documentElement && element !== document.body;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.replace(/\s+/g, ' ').trim();
      const element = node.parentElement;
      if (!text || !element || element.closest(skipped)) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const marked = element.closest('[lang]');
      // A line of words squeezed into a column a few letters wide, stacking them letter by letter.
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      const em = Number.parseFloat(getComputedStyle(element).fontSize);
      runs.push({
        text,
        squeezed: text.length >= 6 && box.width > 0 && box.width < em * 3 && box.height > em * 4,
        isolated: element.closest('bdi') !== null || belowPage(element.closest('[dir="ltr"]')),
        lang: belowPage(marked) ? (marked?.getAttribute('lang') ?? null) : null,
      });
    }
    laidOut.remove();
    return { runs, sideways };
  });
}

/**
 * Why the element is out of the shopper's reach (off screen, or under the tab bar or a toast at one of its edges or
 * its centre), or null when it is wholly on screen and on top.
 */
function outOfReach(page: Page, selector: string): Promise<string | null> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    if (box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth)
      return `off screen (${Math.round(box.top)}..${Math.round(box.bottom)} of ${innerHeight} px)`;
    // Hit testing follows rounded corners: the points sit where a pill-shaped button is still itself.
    const [middleX, middleY, round] = [
      (box.left + box.right) / 2,
      (box.top + box.bottom) / 2,
      box.height / 2,
    ];
    const points = [
      [middleX, box.top + 2],
      [middleX, box.bottom - 2],
      [box.left + round, middleY],
      [box.right - round, middleY],
      [middleX, middleY],
    ] as const;
    for (const [x, y] of points) {
      const top = document.elementFromPoint(x, y);
      if (top && !element.contains(top)) return `covered by .${[...top.classList].join('.') || top.tagName}`;
    }
    return null;
  });
}

/** The findings of one settled screen, each a readable line naming the route. */
function findingsOf(
  route: string,
  lang: Lang,
  screen: { runs: TextRun[]; sideways: string | null },
): string[] {
  const found: string[] = [];
  if (screen.sideways) found.push(`${route}: sideways scroll, ${screen.sideways}`);
  const unknownBadge = say(lang, 'orders.status.statusUnknown');
  const seen = new Set<string>();
  for (const { text, isolated, lang: marked, squeezed } of screen.runs) {
    const note = (what: string) => {
      const line = `${route}: ${what} in "${text.slice(0, 120)}"`;
      if (!seen.has(line)) found.push(line);
      seen.add(line);
    };
    if (/<\/?[a-z][^>]*>/i.test(text)) note('raw HTML tag');
    if (text.includes(unknownBadge)) note('unknown order status');
    if (squeezed) note('text squeezed into a column a few letters wide');
    if (isolated || (marked !== null && marked !== lang && text === toggleLabel[lang])) continue;
    if (lang === 'ar') {
      const rest = latinAllowedInArabic
        .reduce((left, allowed) => left.replaceAll(allowed, ' '), text)
        .replace(letterSizes, ' ');
      const latin = rest.match(/[A-Za-z]+/g);
      if (latin) note(`Latin words (${latin.join(' ')})`);
    }
    if (lang === 'en' && /[\u0600-\u06FF]/.test(text)) note('Arabic script');
  }
  return found;
}

interface Shop {
  targets: CatalogueTargets;
  customer: Customer;
}

interface Visit {
  route: string;
  /** Without one, the screen is read where the visit before left the shopper. */
  path?: () => string;
  /** What shows once the screen's own content is there. */
  ready: (page: Page) => Promise<unknown>;
  /** Done after the screen is read, for the routes that follow. */
  afterwards?: (page: Page) => Promise<unknown>;
}

function visits(lang: Lang, shop: Shop): Visit[] {
  const label = (names: { name: string; nameEn: string }) => (lang === 'ar' ? names.name : names.nameEn);
  const main = (page: Page) => page.getByRole('main');
  const anyH1 = (page: Page) => main(page).locator('h1').waitFor();
  const product = () => shop.targets.withVariants;
  const addressRadio = (page: Page) => page.getByRole('radio', { name: new RegExp(shop.customer.fullName) });
  return [
    {
      route: 'home /',
      path: () => '/',
      ready: (page) => page.locator('[aria-roledescription="carousel"] img').first().waitFor(),
    },
    {
      route: '/categories',
      path: () => '/categories',
      ready: (page) => page.locator('.category-row').first().waitFor(),
    },
    {
      route: '/categories/{id}/{name}',
      path: () => `/categories/${shop.targets.top.id}/${encodeURIComponent(shop.targets.top.name_en)}`,
      ready: (page) => page.locator('.category-tile').first().waitFor(),
    },
    {
      route: '/categories/{id}',
      path: () => `/categories/${shop.targets.top.id}`,
      ready: (page) => page.locator('.category-tile').first().waitFor(),
    },
    {
      route: '/category/{id}/products',
      path: () => `/category/${shop.targets.sub.id}/products`,
      ready: (page) => page.locator('a.product-card__link').first().waitFor(),
    },
    {
      route: '/products',
      path: () => '/products',
      ready: (page) => page.locator('a.product-card__link').first().waitFor(),
    },
    {
      route: '/products?q=',
      path: () => `/products?q=${encodeURIComponent(label(product()).split(' ')[0] ?? '')}`,
      ready: (page) => page.locator('a.product-card__link').first().waitFor(),
    },
    {
      route: 'search overlay /?search=',
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
      route: '/product/{id}',
      path: () => `/product/${product().id}`,
      ready: async (page) => {
        await main(page)
          .getByRole('heading', { level: 1, name: label(product()) })
          .waitFor();
        await main(page).getByRole('radio').first().waitFor({ state: 'attached' });
        // Add to Cart in reach on a phone from the first screen, above the tab bar.
        expect(await outOfReach(page, '.add-to-cart--page')).toBeNull();
      },
      afterwards: async (page) => {
        // The favourite and the cart line of the routes below.
        await page
          .getByRole('button', { name: say(lang, 'favorites.toggle', { name: label(product()) }) })
          .first()
          .click();
        await page.getByRole('button', { name: say(lang, 'product.addToCart') }).click();
        await page.getByRole('button', { name: say(lang, 'product.added') }).waitFor({ timeout: 10_000 });
        // The toast saying so leaves the button uncovered, scrolled to the page's end as at its top.
        await page.locator('.toast').first().waitFor();
        expect(await outOfReach(page, '.add-to-cart--page')).toBeNull();
        await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
        expect(await outOfReach(page, '.add-to-cart--page')).toBeNull();
      },
    },
    {
      route: '/favorites',
      path: () => '/favorites',
      ready: (page) => main(page).locator(`a.product-card__link[href="/product/${product().id}"]`).waitFor(),
    },
    {
      route: '/profile',
      path: () => '/profile',
      ready: (page) => page.getByLabel(say(lang, 'profile.nameLabel')).waitFor(),
    },
    { route: '/reels', path: () => '/reels', ready: (page) => page.locator('video').first().waitFor() },
    {
      route: '/address-list',
      path: () => '/address-list',
      ready: (page) => addressRadio(page).waitFor(),
      afterwards: async (page) => {
        // Checkout below shows the selected address.
        await addressRadio(page).click();
        await expect.poll(() => addressRadio(page).isChecked()).toBe(true);
      },
    },
    {
      route: '/add-address (edit)',
      path: () => '/address-list',
      ready: async (page) => {
        await page
          .getByRole('link', { name: say(lang, 'addresses.editLabel', { name: shop.customer.fullName }) })
          .click();
        await page.locator('form.address-form').waitFor();
      },
    },
    {
      route: '/add-address (new)',
      path: () => '/add-address',
      ready: (page) => page.locator('form.address-form').waitFor(),
    },
    {
      route: '/cart',
      path: () => '/cart',
      ready: (page) => page.locator('.cart-line__body').first().waitFor(),
    },
    {
      route: '/checkout',
      path: () => '/checkout',
      ready: async (page) => {
        await page.getByTestId('checkout-address').getByText(shop.customer.fullName).waitFor();
        await expect.poll(() => page.getByTestId('summary-delivery').textContent()).not.toBe('…');
      },
      afterwards: async (page) => {
        await page.getByRole('button', { name: say(lang, 'checkout.placeOrder') }).click();
        await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 30_000 });
      },
    },
    {
      route: '/thank-you (after a cash order)',
      ready: (page) => page.locator('.order-confirmation').waitFor(),
    },
    {
      route: '/order/{id} (placed on this screen)',
      path: () => '/orders',
      ready: async (page) => {
        const placedHere = page.locator(
          `main a[href^="/order/"]:not([href="/order/${shop.customer.orderId}"])`,
        );
        await placedHere.first().click();
        await page.waitForURL((url) => url.pathname.startsWith('/order/'));
        await page.locator('[aria-current="step"]').waitFor();
      },
    },
    {
      route: '/orders',
      path: () => '/orders',
      ready: (page) =>
        page
          .getByRole('link', {
            name: new RegExp(say(lang, 'orders.orderNumber', { id: shop.customer.orderId })),
          })
          .waitFor(),
    },
    {
      route: '/order/{id}',
      path: () => `/order/${shop.customer.orderId}`,
      ready: (page) => page.locator('[aria-current="step"]').waitFor(),
    },
    { route: '/thank-you', path: () => '/thank-you', ready: anyH1 },
    {
      route: '/payment-success',
      path: () => '/payment-success?paymentId=100200300',
      ready: anyH1,
    },
    {
      route: '/payment-error',
      // As the shop's reference provider sends a decline back: its message in the shopper's language, its code.
      path: () =>
        `/payment-error?${new URLSearchParams({ ErrorMessage: messages.paymentDeclined[lang], ErrorCode: declinedErrorCode })}`,
      ready: anyH1,
    },
    {
      route: '/payment-callback',
      path: () => '/payment-callback?paymentId=100200300',
      ready: anyH1,
    },
    { route: '404', path: () => '/no-such-page', ready: anyH1 },
  ];
}

const languages = [
  { lang: 'ar', locale: 'ar-KW', label: 'Arabic' },
  { lang: 'en', locale: 'en-US', label: 'English' },
] as const;

let targets: CatalogueTargets;
beforeAll(async () => {
  targets = await catalogueTargets(shopUrl);
});

describe('every route of SPEC §2 on a 390 px phone, as a logged-in customer with a cart and an order', () => {
  for (const { lang, locale, label } of languages) {
    describe(label, () => {
      let context: BrowserContext;
      // A customer of its own: a customer's cart and favourites follow them to every device, so the
      // other language's run would find this one's favourite already kept.
      const shop = {} as Shop;
      beforeAll(async () => {
        shop.targets = targets;
        shop.customer = await customerWithOrder(shopUrl);
        context = await shopContext(browser, { locale, viewport: PHONE });
        await keepServerShell(context);
      });
      afterAll(async () => {
        await context?.close();
      });

      const forbidden =
        lang === 'ar' ? 'Latin words outside brand names' : 'Arabic script outside the language toggle';
      it(`neither scrolls sideways nor shows ${forbidden}, raw HTML, squeezed text or an unknown status`, async () => {
        const page = await context.newPage();
        page.setDefaultTimeout(15_000);
        const network = watchNetwork(page);
        await recordActivity(page);
        const policy = await watchPolicy(page);
        const consoleProblems = watchConsole(page);
        let consoleRead = 0;
        const loadingLines = [say(lang, 'common.loading'), say(lang, 'search.searching')];
        const findings: string[] = [];
        const inspect = async (route: string) => {
          try {
            await screenAtRest(page, network, loadingLines);
          } catch (error) {
            findings.push(`${route}: did not settle (${String(error).split('\n')[0]})`);
          }
          findings.push(...findingsOf(route, lang, await readScreen(page)));
          findings.push(...policy.take().map((refused) => `${route}: the policy refused ${refused}`));
          for (const problem of consoleProblems.slice(consoleRead)) {
            // The not-found page is served with its status, which Chromium logs as a failed load.
            if (route === '404' && /status of 404/.test(problem)) continue;
            findings.push(`${route}: console: ${problem}`);
          }
          consoleRead = consoleProblems.length;
        };
        const hydration = async (route: string) => {
          const { kept, ...language } = await afterHydration(page);
          if (!kept) findings.push(`${route}: React replaced the server's nodes`);
          if (language.lang !== lang || language.dir !== (lang === 'ar' ? 'rtl' : 'ltr'))
            findings.push(`${route}: hydrated as ${language.lang} ${language.dir}`);
        };

        // SPEC §2 Login, both steps, on the way to logging the customer in for the routes below.
        await page.goto(`${shopUrl}/login?returnTo=%2Fprofile`);
        await hydration('/login (phone step)');
        await page.locator('#login-phone').waitFor();
        await inspect('/login (phone step)');
        await logInOnScreen(page, lang, shop.customer.local, () => inspect('/login (code step)'));

        for (const visit of visits(lang, shop)) {
          try {
            // Each screen loaded afresh, as from a link or a reload: its stylesheets then arrive in the order the
            // server sends them, not the order earlier screens left behind (see SafeImage.css).
            if (visit.path) {
              const response = await page.goto(`${shopUrl}${visit.path()}`);
              for (const missing of missingPolicyHeaders(response))
                findings.push(`${visit.route}: served without ${missing}`);
              await hydration(visit.route);
            }
            await visit.ready(page);
            // SPEC §2 Search from every screen that has the shop's header (unless the search itself is open over
            // it): the home's field or the bar's button.
            const withHeader = (await page.locator('.site-header').count()) > 0;
            const searching = (await page.locator('dialog.search-overlay[open]').count()) > 0;
            if (withHeader && !searching && (await page.locator('[data-opens-search]:visible').count()) === 0)
              findings.push(`${visit.route}: no way to search on a phone`);
            // A label cut short with an ellipsis ("Out of Sto…") tells the shopper nothing.
            for (const cut of await page
              .locator('.add-to-cart__label, .status-badge, .stock-badge')
              .evaluateAll((labels) =>
                labels
                  .filter((label) => label.scrollWidth > label.clientWidth + 1)
                  .map((label) => label.textContent ?? ''),
              ))
              findings.push(`${visit.route}: "${cut}" is cut short`);
            // A provider's code the shop knows is said in the shopper's words (SPEC §2 Payment-error).
            if ((await page.locator('body').textContent())?.includes(declinedErrorCode))
              findings.push(`${visit.route}: shows the provider's raw code ${declinedErrorCode}`);
          } catch (error) {
            findings.push(`${visit.route}: did not show (${String(error).split('\n')[0]})`);
          }
          await inspect(visit.route);
          await visit.afterwards?.(page);
        }
        expect(findings, findings.join('\n')).toEqual([]);
      });
    });
  }
});
