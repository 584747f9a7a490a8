// What a shopper is told and may do once they have ordered, in Chromium against the reference server: when it
// should arrive (checkout, thank-you, the order), cancelling it while the shop has not started on it, and Order
// Again into the cart (docs/API.md "Delivery estimates", "Cancelling an order").
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { checkoutApi, shopperAtCheckout } from './checkoutSteps';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/** "Arrives Sun, Dec 13 – Mon, Dec 14" (with the year too across a new year), or one day. */
const ARRIVES = /^Arrives \w{3}, \w{3} \d{1,2}\b/;

describe('after ordering, in Chromium', () => {
  it('shows when a cash order arrives, cancels it from the order page, then orders it again into the cart', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page, owner } = await shopperAtCheckout(shopUrl, context);
    const estimate = page.getByTestId('delivery-estimate');
    await expect.poll(() => estimate.textContent()).toMatch(ARRIVES);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 30_000 });
    await expect.poll(() => estimate.textContent()).toMatch(ARRIVES);

    const [placed] = await checkoutApi(shopUrl).ordersOf(owner);
    await page.goto(`${shopUrl}/order/${placed?.id}`);
    await expect.poll(() => estimate.textContent()).toMatch(ARRIVES);
    await page.getByRole('button', { name: 'Cancel Order' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes, Cancel Order' }).click();
    const timeline = page.getByRole('list', { name: 'Order tracking' });
    await expect
      .poll(() => timeline.locator('[aria-current="step"] .order-timeline__label').textContent())
      .toBe('Cancelled');
    await page.getByText('Your order has been cancelled.').waitFor();
    expect(await page.getByRole('button', { name: 'Cancel Order' }).count()).toBe(0);
    expect(await estimate.count()).toBe(0);
    await expect
      .poll(async () => (await checkoutApi(shopUrl).ordersOf(owner))[0])
      .toMatchObject({ id: placed?.id, order_status: 'cancelled' });

    await page.getByRole('button', { name: 'Order Again' }).click();
    await page
      .getByText('Added to your cart at today’s prices. Items added: 1.')
      .waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL((url) => url.pathname === '/cart');
    await expect.poll(() => page.getByRole('button', { name: /Proceed to Checkout/ }).count()).toBe(1);
    await context.close();
  });
});
