import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { checkoutApi, shopperAtCheckout } from './checkoutSteps';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

describe('cash on delivery in Chromium (SPEC §2 Checkout, Thank-you; §4 Cash on delivery)', () => {
  it('checks out with cash, lands on /thank-you, and the server holds the order exactly once', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page, owner } = await shopperAtCheckout(shopUrl, context);
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
    expect(await page.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe('/orders');

    const orders = await checkoutApi(shopUrl).ordersOf(owner);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: 'cash' });

    // The cart was cleared.
    await page.goto(`${shopUrl}/cart`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
