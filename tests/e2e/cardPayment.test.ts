import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';
import { checkoutApi, openCheckout, shopperAtCheckout } from './checkoutSteps';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();
const api = checkoutApi(shopUrl);

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** Chooses card and places the order; resolves on the provider's hosted page. */
async function payByCard(page: Page): Promise<string> {
  await page.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await page.waitForURL((url) => url.pathname.startsWith('/api/pay/'), { timeout: 30_000 });
  return decodeURIComponent(new URL(page.url()).pathname.split('/').at(-1) ?? '');
}

async function expectEmptyCart(page: Page): Promise<void> {
  await page.goto(`${shopUrl}/cart`);
  await page.getByRole('heading', { name: 'Your cart is empty' }).waitFor({ timeout: 20_000 });
}

describe('card payment in Chromium (SPEC §2 Payment pages, §4 Checkout flows: card)', () => {
  it('says the decline in its own words with the pending order, comes back with card chosen, then a second try pays: one order', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page, owner } = await shopperAtCheckout(shopUrl, context);
    await payByCard(page);
    await page.getByRole('button', { name: 'Decline' }).click();

    await page.waitForURL(onPath('/payment-error'));
    await page.getByRole('heading', { name: 'Payment Failed' }).waitFor({ timeout: 20_000 });
    // The provider's decline said in the shop's own words, with what to do next, and no raw code.
    await page
      .getByText('Your bank declined the card. Try again with another card, or choose cash on delivery.')
      .waitFor();
    expect(await page.locator('body').textContent()).not.toContain('DECLINED');
    await page.getByRole('heading', { name: 'Your order' }).waitFor();
    await page.getByRole('link', { name: 'Try Again' }).click();

    // Back at checkout with card still chosen, so one tap on Place Order never places a cash order by mistake;
    // a reload keeps it.
    await page.waitForURL(onPath('/checkout'));
    const card = page.getByRole('radio', { name: 'Credit/Debit Card' });
    await page.getByRole('button', { name: 'Place Order' }).waitFor({ timeout: 20_000 });
    expect(await card.isChecked()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Cash on Delivery' }).isChecked()).toBe(false);
    await page.reload();
    await page.getByRole('button', { name: 'Place Order' }).waitFor({ timeout: 20_000 });
    expect(await card.isChecked()).toBe(true);
    await openCheckout(shopUrl, page);
    await payByCard(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(onPath('/thank-you'), { timeout: 30_000 });

    const orders = await api.ordersOf(owner);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: 'card', payment_status: 'paid' });
    await context.close();
  });

  it('declines, then pays on the same invoice: back with the paying attempt, the pending order is found, one paid order, the cart emptied', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page, owner } = await shopperAtCheckout(shopUrl, context);
    const total = (await page.getByTestId('summary-total').textContent()) ?? '';
    const invoiceId = await payByCard(page);
    const invoicePage = page.url();
    // The provider's page shows the amount as checkout did (SPEC §9: 2 decimals).
    await page.getByText(Number(total.replace(/[^\d.]/g, '')).toFixed(2)).waitFor();
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.waitForURL(onPath('/payment-error'));
    const declined = new URL(page.url()).searchParams.get('paymentId');
    await page.getByRole('heading', { name: 'Your order' }).waitFor({ timeout: 20_000 });

    await page.goto(invoicePage);
    await page.getByText('The last attempt was declined. You can try again.').waitFor();
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(onPath('/payment-callback'));
    // Each attempt has its own PaymentId, none of them the invoice's, as with the real provider.
    const paid = new URL(page.url()).searchParams.get('paymentId');
    expect(new Set([invoiceId, declined, paid]).size).toBe(3);
    await page.getByRole('heading', { name: 'Payment Successful!' }).waitFor({ timeout: 30_000 });
    await page.waitForURL(onPath('/thank-you'), { timeout: 30_000 });
    await page.getByText('Your payment was received').waitFor();

    const orders = await api.ordersOf(owner);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: 'card', payment_status: 'paid', invoice_id: invoiceId });
    await expectEmptyCart(page);
    await context.close();
  });

  it('survives a reload while verifying, a cut answer, a second tab and two reloads after: one order', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page, owner } = await shopperAtCheckout(shopUrl, context);
    // The status answer comes slowly, so the reload lands while the page is verifying; the first order
    // request reaches the server, which creates the order, but its answer is cut on the way back.
    let cutOrderAnswer = true;
    await context.route('**/api/payment/status*', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await context.route('**/api/order/store', async (route) => {
      const response = await route.fetch();
      if (cutOrderAnswer) {
        cutOrderAnswer = false;
        await route.abort('connectionreset');
        return;
      }
      await route.fulfill({ response });
    });

    await payByCard(page);
    await page.getByRole('button', { name: 'Pay' }).click();
    await page.waitForURL(onPath('/payment-callback'));
    const callbackUrl = page.url();
    await page.getByText('Verifying your payment…').waitFor({ timeout: 20_000 });
    await page.reload();

    const second = await context.newPage();
    await second.goto(callbackUrl);
    await page.waitForURL(onPath('/thank-you'), { timeout: 60_000 });
    await second.waitForURL(onPath('/thank-you'), { timeout: 60_000 });
    expect(cutOrderAnswer).toBe(false);

    // Back to the callback twice after the thank-you: it goes straight on to the thank-you again.
    for (let reload = 0; reload < 2; reload++) {
      await page.goto(callbackUrl);
      await page.waitForURL(onPath('/thank-you'), { timeout: 20_000 });
    }
    const orders = await api.ordersOf(owner);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: 'card', payment_status: 'paid' });
    await context.close();
  });

  it('creates the order at the next visit when the shopper paid and closed the tab before the redirect', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page, owner } = await shopperAtCheckout(shopUrl, context);
    const invoiceId = await payByCard(page);
    // The payment is settled on the provider's side while the tab is already closed.
    await page.close();
    const paid = await fetch(`${shopUrl}/api/pay/${encodeURIComponent(invoiceId)}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(await api.ordersOf(owner)).toHaveLength(0);

    const later = await context.newPage();
    await later.goto(shopUrl);
    await later
      .getByText('Payment Successful! Your paid order has been placed.')
      .waitFor({ timeout: 30_000 });
    const orders = await api.ordersOf(owner);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ paymentType: 'card', payment_status: 'paid' });
    await expectEmptyCart(later);
    await context.close();
  });
});
