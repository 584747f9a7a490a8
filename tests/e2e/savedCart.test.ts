/**
 * The cart on a cold load (docs/DECISIONS.md, "The cart as this device last drew it"): the server renders the cart
 * screen without its lines, and the boot script fills them in from the view the app saved on this device, so they
 * come with the first paint instead of after the app and the sync worker. The app then takes the screen over with
 * no hydration warning, and a cart that changed since is never shown as it was.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { SAVED_CART_KEY } from '../../src/app/boot/handoff';
import { chromiumForThisFile, lighthousePhoneContext, PHONE } from './browser';
import { addToCartOnPage, type PlainProduct, plainProducts, say } from './shopSetup';
import { lateFontsOn } from './support/atRest';
import { watchConsole } from './support/consoleProblems';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const addToCart = (page: Page, product: PlainProduct) => addToCartOnPage(page, shopUrl, product);

const savedView = (page: Page) => page.evaluate((key) => localStorage.getItem(key), SAVED_CART_KEY);

/** Opens the cart and waits until it shows `names` and has kept the view it drew. */
async function openCartAndKeepItsView(page: Page, names: string[]) {
  await page.goto(`${shopUrl}/cart`);
  await expect.poll(() => page.locator('.cart-line__name').allTextContents()).toEqual(names);
  await expect.poll(() => savedView(page)).not.toBeNull();
}

/** Loads /cart with the app's scripts refused: what shows is the server's page and the inline boot script's work. */
async function cartWithoutTheApp(context: BrowserContext, page: Page) {
  const refuse = '**/assets/**/*.js';
  await context.route(refuse, (route) => route.abort('failed'));
  // The boot asks for the app once the page's image is on the screen, some time after the parse: its refused
  // requests and its report of them must come before this returns, not in the middle of what the caller does next.
  const gaveUp = page.waitForEvent('console', (message) =>
    message.text().startsWith('The app could not load'),
  );
  await page.goto(`${shopUrl}/cart`);
  await page.waitForLoadState('domcontentloaded');
  const lines = await page.locator('#saved-cart .cart-line__name').allTextContents();
  const loadingShown = await page.getByText('Loading…').isVisible();
  await gaveUp;
  await context.unroute(refuse);
  return { lines, loadingShown };
}

describe('the cart as this device last drew it', () => {
  it('comes with the first paint of a cold load, then the live lines take over without a hydration warning', async () => {
    const [product] = await plainProducts(shopUrl);
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await addToCart(page, product);
    await openCartAndKeepItsView(page, [product.name_en]);

    expect(await cartWithoutTheApp(context, page)).toEqual({ lines: [product.name_en], loadingShown: false });

    // The app held back: a press on the saved lines waits for the live ones, and goes to the same button there.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await context.route('**/assets/**/*.js', async (route) => {
      await held;
      await route.continue();
    });
    const problems = watchConsole(page);
    await page.goto(`${shopUrl}/cart`, { waitUntil: 'domcontentloaded' });
    await page.locator('#saved-cart').getByRole('button', { name: 'Increase quantity' }).click();
    release();
    await expect.poll(() => page.getByTestId('cart-count').textContent()).toBe('2');
    // The live lines replaced the saved ones: one line, outside the slot, which is gone.
    expect(await page.locator('#saved-cart').count()).toBe(0);
    expect(await page.locator('.cart-line__name').allTextContents()).toEqual([product.name_en]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it("keeps its lines where they are as the shop's Arabic face replaces the device's (layout shift under 0.01), and its bar as the free-delivery hint comes", async () => {
    const products = await plainProducts(shopUrl);
    const context = await lighthousePhoneContext(browser);
    const page = await context.newPage();
    for (const product of products) {
      await page.goto(`${shopUrl}/product/${product.id}`);
      await page.getByRole('button', { name: say('ar', 'product.addToCart') }).click({ timeout: 30_000 });
      await page.getByRole('button', { name: say('ar', 'product.added') }).waitFor({ timeout: 10_000 });
    }
    await page.goto(`${shopUrl}/cart`);
    await expect.poll(() => page.locator('.cart-line__name').count()).toBe(products.length);
    await expect.poll(() => savedView(page)).not.toBeNull();

    // A cold load: the lines first drawn in the device's face, then the shop's face put in use (lateFonts.ts).
    await page.addInitScript(() => {
      const shifts: number[] = [];
      const moved: string[] = [];
      Object.assign(window, { __shifts: shifts, __moved: moved });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          const shift = entry as unknown as { value: number; sources: { node?: Node | null }[] };
          shifts.push(shift.value);
          for (const { node } of shift.sources) {
            if (node instanceof Element) moved.push(node.className);
          }
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(`${shopUrl}/cart`);
    await page.waitForFunction(lateFontsOn, null, { timeout: 20_000 });
    // The hint comes once the worker has the delivery rates: the bar, fixed to the bottom, must not grow under it.
    await expect.poll(() => page.getByTestId('free-delivery').textContent()).not.toBe('');
    expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).not.toContain(
      'cart-bar',
    );
    const shifted = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0);
    });
    expect(await page.locator('.cart-line__name').count()).toBe(products.length);
    expect(shifted).toBeLessThan(0.01);
    await context.close();
  });

  it('is not shown once the cart has changed on another screen, nor in the other language', async () => {
    const [first, second] = await plainProducts(shopUrl);
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await addToCart(page, first);
    await openCartAndKeepItsView(page, [first.name_en]);
    await context.addCookies([{ name: 'language', value: 'ar', url: shopUrl }]);
    const arabic = await cartWithoutTheApp(context, page);
    expect(arabic.lines).toEqual([]);
    await context.addCookies([{ name: 'language', value: 'en', url: shopUrl }]);

    await addToCart(page, second);
    // The layout drops the saved view once the worker's cart differs from it.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), SAVED_CART_KEY)).toBeNull();
    expect(await cartWithoutTheApp(context, page)).toEqual({ lines: [], loadingShown: true });
    await context.close();
  });
});
