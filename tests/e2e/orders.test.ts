import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

async function api<T>(path: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(`${shopUrl}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The checkout's call, made from Node: a cash order of one product at its catalogue price (API.md Orders). */
async function placeCashOrder(phone: string): Promise<number> {
  const sent = await api<{ otp: string }>('/customer/send-otp', { phone, token: '' });
  const verified = await api<{ data: { token: string; id: number } }>('/customer/verify-otp', {
    phone,
    otp: sent.otp,
    token: '',
  });
  const product = (await (await fetch(`${shopUrl}/api/getProductById/1`)).json()) as {
    data: { price: number; name: string };
  };
  const priceFils = Math.round(product.data.price * 1000);
  const answer = await api<{ data: number }>(
    '/order/store',
    {
      order_detail: {
        user_id: verified.data.id,
        address: 'Street 12, Salmiya, Hawalli, Kuwait',
        delivery_price: 1.5,
        discount: 0,
        promo_code: null,
        email: null,
        order_status: 'confirmed',
        payment_status: 'pending',
        subtotal_price: priceFils / 1000,
        total_price: (priceFils + 1500) / 1000,
        full_name: 'Noura',
        phone_number: phone,
        paymentType: 'cash',
      },
      product_details: [{ id: 1, name: product.data.name, price: priceFils / 1000, quantity: 1, v_id: null }],
    },
    { authorization: `Bearer ${verified.data.token}`, 'idempotency-key': `e2e-${phone}` },
  );
  return Number(answer.data);
}

const currentStep = (page: Page) =>
  page.getByRole('list', { name: 'Order tracking' }).locator('[aria-current="step"]').textContent();

describe('orders and live tracking in Chromium (SPEC §2 Orders, Order detail; §4 Order status)', () => {
  it('lists the order after login and follows it on the timeline as the shop moves it to Delivered', async () => {
    const local = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const orderId = await placeCashOrder(`+965${local}`);
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();

    // A guest is sent to login and comes back to the orders list.
    await page.goto(`${shopUrl}/orders`);
    await page.waitForURL(/\/login\?returnTo=%2Forders$/, { timeout: 20_000 });
    await page.getByLabel('Phone number').fill(local);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = (await page.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code, { delay: 30 });
    await page.getByRole('button', { name: 'Verify' }).click();
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
