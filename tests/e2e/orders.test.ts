import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { logInOnScreen, newLocalPhone, placeCashOrder, shopApi } from './shopSetup';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const api = shopApi(shopUrl).post;

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order tracking' }).locator('[aria-current="step"]').textContent();

describe('orders and live tracking in Chromium (SPEC §2 Orders, Order detail; §4 Order status)', () => {
  it('lists the order after login and follows it on the timeline as the shop moves it to Delivered', async () => {
    const local = newLocalPhone();
    const { orderId } = await placeCashOrder(shopUrl, `+965${local}`);
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();

    // A guest is sent to login and comes back to the orders list.
    await page.goto(`${shopUrl}/orders`);
    await page.waitForURL(/\/login\?returnTo=%2Forders$/, { timeout: 20_000 });
    await logInOnScreen(page, 'en', local);
    await page.waitForURL(/\/orders$/, { timeout: 10_000 });

    const card = page.getByRole('link', { name: new RegExp(`^Order #${orderId}\\b`) });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.textContent()).toContain('Items: 1');
    await card.click();
    await page.waitForURL(new RegExp(`/order/${orderId}$`));
    await expect.poll(() => currentStep(page), { timeout: 20_000 }).toBe('Order Placed');
    expect(await page.getByRole('main').getByText('Cash on Delivery').count()).toBe(1);

    // The shop moves the order; the screen polls (5 s while it keeps changing) and follows.
    const moves = [
      ['processing', 'Processing'],
      ['shipped', 'Shipped'],
      ['on_the_way', 'Out for Delivery'],
      ['delivered', 'Delivered'],
    ] as const;
    for (const [status, step] of moves) {
      await api(`/admin/orders/${orderId}/status`, { status }, { 'x-admin-secret': 'dev-admin-secret' });
      await expect.poll(() => currentStep(page), { timeout: 12_000 }).toBe(step);
    }
    expect(await page.locator('.order-timeline__step.is-done').count()).toBe(5);
    await context.close();
  }, 90_000);
});
