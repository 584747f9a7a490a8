/**
 * The steps every checkout browser test starts with: a customer whose address was saved from another device, a
 * plain product in stock, and the shopper logged in on the page with that product in the cart, at /checkout.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { logInOnScreen, newLocalPhone, saveAddress } from './shopSetup';

export interface Owner {
  token: string;
  id: number;
}

export function checkoutApi(shopUrl: string) {
  async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
    const response = await fetch(`${shopUrl}/api${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Logs the customer in through the API (another device) and returns its token and id. */
  async function apiLogin(phone: string): Promise<Owner> {
    const sent = await post<{ otp: string }>('/customer/send-otp', { phone, token: '' });
    const verified = await post<{ data: Owner }>('/customer/verify-otp', { phone, otp: sent.otp, token: '' });
    return verified.data;
  }

  /** A plain product in stock (no variants), read from the seeded catalogue. */
  async function plainProduct(): Promise<number> {
    for (let id = 1; id <= 80; id++) {
      const response = await fetch(`${shopUrl}/api/getProductById/${id}`);
      if (!response.ok) {
        // Read to its end, so the connection is free for the next ask.
        await response.arrayBuffer();
        continue;
      }
      const answer = (await response.json()) as {
        data?: { quantity?: number };
        variant_system?: { has_variants?: boolean } | null;
      };
      if (!answer.variant_system?.has_variants && Number(answer.data?.quantity ?? 0) > 2) return id;
    }
    throw new Error('the seed has no plain product in stock');
  }

  async function ordersOf(owner: Owner) {
    const response = await fetch(`${shopUrl}/api/user/${owner.id}/orders`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    return (
      (await response.json()) as { data: { id: number; paymentType: string; payment_status: string }[] }
    ).data;
  }

  return { post, apiLogin, plainProduct, ordersOf };
}

/** Logs in on the page, puts one product in the cart and opens /checkout, which starts from the saved address. */
export async function shopperAtCheckout(
  shopUrl: string,
  context: BrowserContext,
): Promise<{ page: Page; owner: Owner; local: string }> {
  const api = checkoutApi(shopUrl);
  const local = newLocalPhone();
  const phone = `+965${local}`;
  const fullName = `Checkout ${local}`;
  const owner = await api.apiLogin(phone);
  await saveAddress(shopUrl, owner, phone, fullName);
  const productId = await api.plainProduct();

  const page = await context.newPage();
  await page.goto(`${shopUrl}/login?returnTo=${encodeURIComponent(`/product/${productId}`)}`);
  await logInOnScreen(page, 'en', local);
  await page.waitForURL((url) => url.pathname === `/product/${productId}`, { timeout: 15_000 });

  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await page.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 });

  // Checkout starts from the customer's saved address (asked of the server on this new device), and Change opens
  // the address list with it selected.
  await openCheckout(shopUrl, page);
  await page.getByTestId('checkout-address').getByText(fullName).waitFor({ timeout: 20_000 });
  expect(await page.getByText('No delivery address selected').count()).toBe(0);
  await page.getByRole('link', { name: 'Change' }).click();
  await expect.poll(() => page.getByRole('radio', { name: new RegExp(fullName) }).isChecked()).toBe(true);

  await openCheckout(shopUrl, page);
  await page.getByTestId('checkout-address').getByText(fullName).waitFor({ timeout: 20_000 });
  return { page, owner, local };
}

/** Opens /checkout and waits until the totals are known, so Place Order is enabled. */
export async function openCheckout(shopUrl: string, page: Page): Promise<void> {
  await page.goto(`${shopUrl}/checkout`);
  await page.getByRole('button', { name: 'Place Order' }).waitFor({ timeout: 20_000 });
  await expect.poll(() => page.getByTestId('summary-delivery').textContent()).not.toBe('…');
}
