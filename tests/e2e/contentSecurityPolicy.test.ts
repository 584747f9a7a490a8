/**
 * The security headers (DESIGN "The reference backend", Security): the app keeps working under its
 * Content-Security-Policy. Every route of SPEC §2 is opened in Chromium, as a guest and as a customer, in both languages, with the map picker and the hosted
 * payment page too; the browser reports no violation of the policy (securitypolicyviolation events and console
 * reports, the page's and its workers') and every page carries the headers.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { checkoutApi } from './checkoutSteps';
import { type Customer, customerWithOrder, type Lang, logInOnScreen, say } from './shopSetup';
import { type NetworkWatch, recordActivity, untilAtRest, watchNetwork } from './support/atRest';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const guestRoutes = [
  '/',
  '/login',
  '/cart',
  '/favorites',
  '/profile',
  '/reels',
  '/categories',
  '/categories/1/Perfumes',
  '/category/1/products',
  '/products',
  '/product/1',
  '/product/2',
  '/thank-you',
  '/payment-success?paymentId=AAAAAAAAAAAAAAAA',
  '/payment-error?ErrorMessage=Declined&ErrorCode=DECLINED',
  '/payment-callback?paymentId=AAAAAAAAAAAAAAAA',
  '/no-such-page',
];
const customerRoutes = ['/profile', '/orders', '/address-list', '/add-address', '/checkout'];

/**
 * Violations the page saw: its own events, in every document it opens (each reported to Node as it happens, so a
 * page left for the next route still counts), and the console reports of the page and of its workers.
 */
async function watchPolicy(page: Page): Promise<() => string[]> {
  const reported: string[] = [];
  const fromConsole = (text: string) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|create|frame)/i.test(text))
      reported.push(text);
  };
  page.on('console', (message) => fromConsole(message.text()));
  page.on('worker', (worker) => {
    // Workers' own console (a fetch or import the policy refused there).
    (
      worker as unknown as { on?: (event: 'console', listener: (m: { text(): string }) => void) => void }
    ).on?.('console', (message) => fromConsole(message.text()));
  });
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    reported.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation: (text: string) => void })
        .__reportCspViolation;
      report(`${event.violatedDirective} ${event.blockedURI} ${event.sample}`.trim());
    });
  });
  return () => [...reported];
}

/**
 * The page has loaded and shows something; its screen's live queries have answered (the worker's first calls) and
 * the fonts they let in have loaded; no short timer is pending and no entrance animation running (`__pageAtRest`
 * in support/atRest.ts); and the network (the page's and its workers': lazy chunks, images, media, calls) has been
 * quiet for half a second, as Playwright's `networkidle` means. Whatever the page was going to load under the
 * policy, it has: a fixed sleep waited for the same, too long on a fast machine and too short on a slow one.
 */
async function settle(page: Page, network: NetworkWatch) {
  await page.waitForLoadState('load');
  await untilAtRest(
    page,
    network,
    500,
    () =>
      (document.getElementById('root')?.textContent ?? '').trim() !== '' &&
      ((window as unknown as { __pageAtRest?: (domQuietMs: number) => boolean }).__pageAtRest?.(0) ?? false),
    null,
  );
}

async function visitAll(
  page: Page,
  network: NetworkWatch,
  routes: readonly string[],
): Promise<Record<string, string>> {
  const problems: Record<string, string> = {};
  for (const route of routes) {
    const response = await page.goto(`${shopUrl}${route}`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    if (!csp.includes("script-src 'self'") || !csp.includes("frame-ancestors 'none'"))
      problems[route] = `missing policy: ${csp}`;
    if (response?.headers()['x-content-type-options'] !== 'nosniff') problems[`${route} nosniff`] = 'missing';
    await settle(page, network);
  }
  return problems;
}

describe.each(['en', 'ar'] as Lang[])(
  'the Content-Security-Policy in %s (DESIGN: security headers)',
  (lang) => {
    let context: BrowserContext;
    let customer: Customer;
    beforeAll(async () => {
      customer = await customerWithOrder(shopUrl);
      context = await shopContext(browser, { locale: lang === 'ar' ? 'ar-KW' : 'en-US', viewport: PHONE });
    });
    afterAll(() => context?.close());

    it('lets every route run for a guest with no violation', async () => {
      const page = await context.newPage();
      const network = watchNetwork(page);
      await recordActivity(page);
      const violations = await watchPolicy(page);
      // The search overlay's code loads on every page, the reels' videos on /reels.
      expect(await visitAll(page, network, guestRoutes)).toEqual({});
      expect(violations()).toEqual([]);
      await page.close();
    });

    it('lets a customer’s routes, the map picker and the payment page run with no violation', async () => {
      const page = await context.newPage();
      const network = watchNetwork(page);
      await recordActivity(page);
      const violations = await watchPolicy(page);
      await page.goto(`${shopUrl}/login?returnTo=%2Fprofile`);
      await logInOnScreen(page, lang, customer.local);
      expect(await visitAll(page, network, [...customerRoutes, `/order/${customer.orderId}`])).toEqual({});

      await page.goto(`${shopUrl}/add-address`);
      await page.getByRole('button', { name: say(lang, 'addressForm.chooseOnMap') }).click();
      await page.getByRole('button', { name: say(lang, 'map.confirm') }).waitFor({ timeout: 30_000 });
      await page.locator('canvas').first().waitFor({ timeout: 30_000 });
      // The map's library, its workers and the pin's first lookup.
      await network.quiet(500);

      // The simulated provider's page, which has a stricter policy of its own.
      const api = checkoutApi(shopUrl);
      const owner = await api.apiLogin(customer.phone);
      const initiated = await api.post<{ Data: { invoiceURL: string } }>(
        '/payment/initiate',
        {
          InvoiceValue: 1.5,
          CustomerName: customer.fullName,
          CustomerEmail: 'noura@example.com',
          CustomerMobile: customer.phone,
          Language: lang,
          DisplayCurrencyIso: 'KWD',
          CallBackUrl: `${shopUrl}/payment-callback`,
          ErrorUrl: `${shopUrl}/payment-error`,
        },
        owner.token,
      );
      const hosted = await page.goto(initiated.Data.invoiceURL);
      expect(hosted?.headers()['content-security-policy']).toContain("default-src 'none'");
      await page.getByRole('button', { name: lang === 'ar' ? 'رفض' : 'Decline' }).click();
      await page.waitForURL((url) => url.pathname === '/payment-error', { timeout: 20_000 });
      await settle(page, network);
      expect(violations()).toEqual([]);
      await page.close();
    });
  },
);
