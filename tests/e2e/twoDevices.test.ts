/**
 * The customer's log across devices (DESIGN) in Chromium: two browser profiles (contexts) stand for two devices
 * of one customer. The cart follows the customer: a guest's line is kept at login and seen on the other device, and
 * a line added on one shows live on the other's open cart, and lines added on both while offline are on both once
 * they are online again.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { addToCartOnPage, logInOnScreen, newLocalPhone, type PlainProduct, plainProducts } from './shopSetup';
import { afterHydration } from './support/hydration';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const addToCart = (page: Page, product: PlainProduct) => addToCartOnPage(page, shopUrl, product);

const cartNames = (page: Page) =>
  page
    .locator('.cart-line__name')
    .allTextContents()
    .then((names) => names.sort());

const contexts: BrowserContext[] = [];
async function deviceOf(
  serviceWorkers: 'allow' | 'block' = 'block',
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE, serviceWorkers });
  contexts.push(context);
  return { context, page: await context.newPage() };
}
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function logIn(page: Page, local: string) {
  await page.goto(`${shopUrl}/login?returnTo=%2Fcart`);
  await logInOnScreen(page, 'en', local);
}

describe("the customer's cart on two devices", () => {
  it("keeps a guest's line at login and shows it on the other device, then a new line live on its open cart", async () => {
    const [first, second] = await plainProducts(shopUrl);
    const local = newLocalPhone();
    const phone = await deviceOf();
    const laptop = await deviceOf();
    await addToCart(phone.page, first);
    await logIn(phone.page, local);
    await expect.poll(() => cartNames(phone.page), { timeout: 20_000 }).toEqual([first.name_en]);

    await logIn(laptop.page, local);
    await expect.poll(() => cartNames(laptop.page), { timeout: 20_000 }).toEqual([first.name_en]);

    // The laptop's cart stays open while the phone adds a line.
    await addToCart(phone.page, second);
    await expect
      .poll(() => cartNames(laptop.page), { timeout: 10_000 })
      .toEqual([first.name_en, second.name_en].sort());
  });

  it('keeps the lines two devices added while offline, on both, once they are online again', async () => {
    const [first, second] = await plainProducts(shopUrl);
    const local = newLocalPhone();
    // As on a phone that has visited before: the service worker keeps the app's code for offline use.
    const phone = await deviceOf('allow');
    const laptop = await deviceOf('allow');
    for (const device of [phone, laptop]) {
      await logIn(device.page, local);
      await device.page.evaluate(() => navigator.serviceWorker.ready);
    }
    for (const [device, product] of [
      [phone, first],
      [laptop, second],
    ] as const) {
      await device.page.goto(`${shopUrl}/product/${product.id}`);
      const add = device.page.getByRole('button', { name: 'Add to Cart' });
      await add.waitFor({ timeout: 20_000 });
      await afterHydration(device.page);
      await device.context.setOffline(true);
      await add.click();
      await device.page.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 });
    }
    for (const device of [phone, laptop]) await device.context.setOffline(false);

    const both = [first.name_en, second.name_en].sort();
    for (const device of [phone, laptop]) {
      await device.page.goto(`${shopUrl}/cart`);
      await expect.poll(() => cartNames(device.page), { timeout: 20_000 }).toEqual(both);
    }
  });
});
