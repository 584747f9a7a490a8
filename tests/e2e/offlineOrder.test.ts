/**
 * The tour's order: checkout opened with no connection could not fetch the delivery rates and charged the standard
 * 2 KD (SPEC §9: "On an error the fee is 2 KD") where Kuwait's rate gives 0.50 KD; the order was saved to be sent
 * when the connection came back. Back online, the leader's outbox prices it again with the server's amounts and
 * places it at the lower fee, and the shopper, still on checkout, lands on the thank-you (SPEC §4 Cash on delivery).
 */
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { checkoutApi } from './checkoutSteps';
import { logInOnScreen, newLocalPhone, saveAddress, say } from './shopSetup';
import { serviceWorkerReady } from './support/serviceWorker';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

type Listed = { status: boolean; data: { price: number; quantity: number | null; weight: number | null } };

/** A plain product in stock that ships in Kuwait for the 0.50 KD minimum: light, and well under free delivery. */
async function lightProduct(): Promise<{ id: number; price: number }> {
  for (let id = 1; id <= 120; id++) {
    const response = await fetch(`${shopUrl}/api/getProductById/${id}`);
    if (!response.ok) {
      await response.arrayBuffer();
      continue;
    }
    const answer = (await response.json()) as Listed & { variant_system?: { has_variants?: boolean } | null };
    const { price, quantity, weight } = answer.data;
    if (!answer.variant_system?.has_variants && (quantity ?? 0) > 2 && price < 15 && (weight ?? 0.1) <= 0.5)
      return { id, price };
  }
  throw new Error('the seed has no light, cheap plain product in stock');
}

describe('an order saved offline at the standard fee (SPEC §9 Delivery fee; SPEC §4 Checkout flows)', () => {
  it('is placed at the server’s lower fee once the connection is back, and the thank-you shows', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE, serviceWorkers: 'allow' });
    const api = checkoutApi(shopUrl);
    const local = newLocalPhone();
    const phone = `+965${local}`;
    const owner = await api.apiLogin(phone);
    await saveAddress(shopUrl, owner, phone, `نورة ${local}`);
    const product = await lightProduct();

    const page = await context.newPage();
    await page.goto(`${shopUrl}/login?returnTo=${encodeURIComponent(`/product/${product.id}`)}`);
    await logInOnScreen(page, 'ar', local);
    await page.waitForURL((url) => url.pathname === `/product/${product.id}`, { timeout: 15_000 });
    await page.getByRole('button', { name: say('ar', 'product.addToCart') }).click();
    await page.getByRole('button', { name: say('ar', 'product.added') }).waitFor({ timeout: 10_000 });

    // Once online, checkout learns the saved address, and the service worker keeps the app for offline use.
    await page.goto(`${shopUrl}/checkout`);
    await page.getByTestId('checkout-address').getByText(`نورة ${local}`).waitFor({ timeout: 20_000 });
    expect(await serviceWorkerReady(page)).toBe('active');
    await page.reload();
    await page.getByTestId('checkout-address').getByText(`نورة ${local}`).waitFor({ timeout: 20_000 });
    // The customer's log keeps a stream open, so the network never idles: the worker's control is what counts.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Offline, a fresh checkout cannot fetch the rates: the standard 2 KD stands in (SPEC §9).
    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => page.getByTestId('summary-delivery').textContent(), { timeout: 20_000 })
      .toBe('2.00 د.ك');
    await page.getByRole('button', { name: say('ar', 'checkout.placeOrder') }).click();
    await page.getByText(say('ar', 'checkout.waitingOnline')).waitFor({ timeout: 20_000 });
    expect(await api.ordersOf(owner)).toEqual([]);

    await context.setOffline(false);
    await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 60_000 });
    await page.getByRole('heading', { name: say('ar', 'thankYou.title') }).waitFor();
    expect(await page.getByText(say('ar', 'attention.notice')).count()).toBe(0);

    const orders = (await api.ordersOf(owner)) as unknown as {
      delivery_charges: number;
      total_price: number;
    }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]?.delivery_charges).toBe(0.5);
    expect(orders[0]?.total_price).toBeCloseTo(product.price + 0.5, 3);
    await context.close();
  });
});
