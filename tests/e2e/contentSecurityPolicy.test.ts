/**
 * The security headers (DESIGN "The reference backend", Security): the app keeps working under its
 * Content-Security-Policy. The route walks (everyRoute.test.ts as a customer, accessibility.test.ts as a guest and
 * then a customer) carry a policy watch on every screen they open; here, in both languages, the two pieces they do
 * not reach: the map picker (its library, workers and WebGL) and the simulated provider's hosted payment page, with
 * its stricter policy of its own.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { checkoutApi } from './checkoutSteps';
import { type Customer, customerWithOrder, type Lang, logInOnScreen, say } from './shopSetup';
import { type NetworkWatch, recordActivity, untilAtRest, watchNetwork } from './support/atRest';
import { watchPolicy } from './support/policyWatch';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/**
 * The page has loaded and shows something, its screen is at rest (`__pageAtRest` in support/atRest.ts) and the
 * network (the page's and its workers') has been quiet for half a second: whatever it was going to load under the
 * policy, it has.
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

    it('lets the map picker and the hosted payment page run with no violation', async () => {
      const page = await context.newPage();
      const network = watchNetwork(page);
      await recordActivity(page);
      const policy = await watchPolicy(page);
      await page.goto(`${shopUrl}/login?returnTo=%2Fprofile`);
      await logInOnScreen(page, lang, customer.local);

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
      expect(policy.take()).toEqual([]);
      await page.close();
    });
  },
);
