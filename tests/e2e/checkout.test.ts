import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

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
async function apiLogin(phone: string): Promise<{ token: string; id: number }> {
  const sent = await post<{ otp: string }>('/customer/send-otp', { phone, token: '' });
  const verified = await post<{ data: { token: string; id: number } }>('/customer/verify-otp', {
    phone,
    otp: sent.otp,
    token: '',
  });
  return verified.data;
}

/** A plain product in stock (no variants), read from the seeded catalogue. */
async function plainProduct(): Promise<number> {
  for (let id = 1; id <= 80; id++) {
    const response = await fetch(`${shopUrl}/api/getProductById/${id}`);
    if (!response.ok) continue;
    const answer = (await response.json()) as {
      data?: { quantity?: number };
      variant_system?: { has_variants?: boolean } | null;
    };
    if (!answer.variant_system?.has_variants && Number(answer.data?.quantity ?? 0) > 2) return id;
  }
  throw new Error('the seed has no plain product in stock');
}

describe('cash on delivery in Chromium (SPEC §2 Checkout, Thank-you; §4 Cash on delivery)', () => {
  it('checks out with cash, lands on /thank-you, and the server holds the order exactly once', async () => {
    const local = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    const phone = `+965${local}`;
    const fullName = `Checkout ${local}`;
    // The address is saved from another device first; the shop fetches it on the address list.
    const owner = await apiLogin(phone);
    await post(
      '/address/store',
      {
        user_id: owner.id,
        full_name: fullName,
        phone,
        street: 'Street 12',
        area: 'Salmiya',
        city: 'Salmiya',
        governorate: 'Hawalli',
        country: 'Kuwait',
        address: 'Building 4',
        latitude: 29.33,
        longitude: 48.07,
      },
      owner.token,
    );
    const productId = await plainProduct();

    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/login?returnTo=${encodeURIComponent(`/product/${productId}`)}`);
    await page.getByLabel('Phone number').fill(local);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = (await page.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
    await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
    await page.keyboard.type(code, { delay: 30 });
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === `/product/${productId}`, { timeout: 15_000 });

    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await page.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 });

    // Checkout's Change opens the address list; the shopper picks the saved address.
    await page.goto(`${shopUrl}/checkout`);
    await page.getByText('No delivery address selected').waitFor({ timeout: 20_000 });
    await page.getByRole('link', { name: 'Add Address' }).click();
    const radio = page.getByRole('radio', { name: new RegExp(fullName) });
    await radio.click({ timeout: 20_000 });
    await expect.poll(() => radio.isChecked()).toBe(true);

    await page.goto(`${shopUrl}/checkout`);
    await page.getByTestId('checkout-address').getByText(fullName).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByTestId('summary-delivery').textContent()).not.toBe('…');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL((url) => url.pathname === '/thank-you', { timeout: 30_000 });
    await page.getByRole('heading', { name: 'Order Successful' }).waitFor();
    expect(await page.getByRole('link', { name: 'Track Your Order' }).getAttribute('href')).toBe('/orders');

    const orders = await fetch(`${shopUrl}/api/user/${owner.id}/orders`, {
      headers: { authorization: `Bearer ${owner.token}` },
    }).then((r) => r.json() as Promise<{ data: { paymentType: string; products: unknown[] }[] }>);
    expect(orders.data).toHaveLength(1);
    expect(orders.data[0]).toMatchObject({ paymentType: 'cash' });

    // The cart was cleared.
    await page.goto(`${shopUrl}/cart`);
    await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor({ timeout: 20_000 });
    await context.close();
  });
});
