/**
 * Puts a couple of items in the cart of a Chromium that Lighthouse is about to drive, the way a shopper does it: on
 * each product page, the add-to-cart button. The cart lives in the page's local database (IndexedDB), and the cart
 * screen keeps the view it drew in localStorage; Lighthouse leaves both in place, so the measured cart page opens
 * with lines to draw, like a shopper's cart does.
 */
import { chromium } from 'playwright-core';
import { SAVED_CART_KEY } from '../src/app/boot/handoff';

interface ArrivalsAnswer {
  data: { products: { id: number; has_variants: boolean; quantity: number }[] }[];
}

/** In-stock products without variants: one press of the button adds them, with no choice to make first. */
export async function pickCartProducts(shopUrl: string, count: number): Promise<number[]> {
  const arrivals = (await (await fetch(`${shopUrl}/api/getArrivals`)).json()) as ArrivalsAnswer;
  const plain = arrivals.data
    .flatMap((entry) => entry.products)
    .filter((product) => !product.has_variants && product.quantity > 2)
    .map((product) => product.id);
  const ids = [...new Set(plain)].slice(0, count);
  if (ids.length < count)
    throw new Error(`the seeded arrivals have fewer than ${count} plain products in stock`);
  return ids;
}

export async function seedCart(port: number, shopUrl: string, productIds: readonly number[]): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('the launched Chromium has no default context');
    const page = await context.newPage();
    for (const id of productIds) {
      await page.goto(`${shopUrl}/product/${id}`);
      const add = page.locator('button.add-to-cart--page');
      await add.click({ timeout: 30_000 });
      await page.locator('button.add-to-cart--page.is-added').waitFor({ timeout: 10_000 });
    }
    // A fresh load of the cart reads the stored projection: proof the lines are in IndexedDB, not only in memory.
    await page.goto(`${shopUrl}/cart`);
    const lines = page.locator('.cart-line__body');
    await lines.nth(productIds.length - 1).waitFor({ timeout: 30_000 });
    const shown = await lines.count();
    if (shown !== productIds.length) throw new Error(`the seeded cart shows ${shown} lines`);
    // The view it drew is kept a moment after it draws it: the measured load starts once it is.
    await page.waitForFunction((key) => localStorage.getItem(key) !== null, SAVED_CART_KEY, {
      timeout: 10_000,
    });
    await page.close();
  } finally {
    await browser.close();
  }
}
