import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { logInOnScreen, newLocalPhone, placeCashOrder, say, shopApi } from './shopSetup';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const api = shopApi(shopUrl).post;

type ApiProduct = {
  data?: { description?: string; description_sale?: string; quantity?: number | string; price?: number };
};

/**
 * A product in stock whose order line carries an HTML description (the sale text, else the description), at 20 KD
 * or more, so placeCashOrder's free delivery (SPEC §9 free_after) is the shop's price.
 */
async function productWithHtmlDescription(): Promise<number> {
  for (let id = 1; id <= 200; id++) {
    const data = (
      await shopApi(shopUrl)
        .get<ApiProduct>(`/getProductById/${id}`)
        .catch(() => null)
    )?.data;
    const description = data?.description_sale || data?.description || '';
    if (/<p>/.test(description) && Number(data?.quantity ?? 0) > 0 && (data?.price ?? 0) >= 20) return id;
  }
  throw new Error('the seed has no product with an HTML description');
}

/** The current step's name (the step also carries the time the order reached it). */
const currentStep = (page: Page) =>
  page
    .getByRole('list', { name: 'Order tracking' })
    .locator('[aria-current="step"] .order-timeline__label')
    .textContent();
/** The time the current step carries, as the server sent it. */
const currentStepTime = (page: Page) =>
  page
    .getByRole('list', { name: 'Order tracking' })
    .locator('[aria-current="step"] time')
    .getAttribute('datetime');

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
      const before = Date.now();
      await api(`/admin/orders/${orderId}/status`, { status }, { 'x-admin-secret': 'dev-admin-secret' });
      await expect.poll(() => currentStep(page), { timeout: 12_000 }).toBe(step);
      // The step says when the order reached it.
      expect(Date.parse((await currentStepTime(page)) ?? '')).toBeGreaterThanOrEqual(before - 1000);
    }
    expect(await page.locator('.order-timeline__step.is-done').count()).toBe(5);
    await context.close();
  }, 90_000);

  it('shows a placed order on a 390 px phone in Arabic without sideways scrolling, raw tags or an unknown badge', async () => {
    const local = newLocalPhone();
    const { orderId } = await placeCashOrder(
      shopUrl,
      `+965${local}`,
      'Noura',
      await productWithHtmlDescription(),
    );
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/login`);
    await logInOnScreen(page, 'ar', local);
    await page.goto(`${shopUrl}/order/${orderId}`);
    const main = page.getByRole('main');
    await main
      .getByRole('heading', { level: 1, name: say('ar', 'orderDetail.title', { id: orderId }) })
      .waitFor({
        timeout: 20_000,
      });
    await main.locator('.order-item__description').waitFor();

    // SPEC §4 Order status: a new order is confirmed, and reads so.
    expect(await main.locator('.status-badge').textContent()).toBe(
      say('ar', 'orders.status.statusConfirmed'),
    );
    expect(await main.getByText(say('ar', 'orders.status.statusUnknown')).count()).toBe(0);
    expect(await main.innerText()).not.toMatch(/<\/?[a-z][^>]*>/i);
    const sideways = await page.evaluate(() => {
      const root = document.documentElement;
      return { scroll: root.scrollWidth, client: root.clientWidth };
    });
    expect(sideways.scroll).toBeLessThanOrEqual(sideways.client);
    // Every line sits inside its card, and the tab bar inside the screen.
    for (const line of await main.locator('.order-item').all()) {
      const [box, card] = await Promise.all([
        line.boundingBox(),
        line.locator('xpath=ancestor::section[1]').boundingBox(),
      ]);
      expect(box && card && box.x >= card.x && box.x + box.width <= card.x + card.width).toBe(true);
    }
    const tabBar = await page.locator('.tab-bar').boundingBox();
    expect(tabBar && tabBar.x >= 0 && tabBar.x + tabBar.width <= PHONE.width).toBe(true);
    await context.close();
  }, 90_000);
});
