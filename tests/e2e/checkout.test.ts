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

describe('the checkout page on a phone in Chromium (SPEC §2 Checkout, §3 language rule, §9 totals)', () => {
  it('is centred, keeps the payment legend inside its box, and offers the ways to pay as cards with logos', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page } = await shopperAtCheckout(shopUrl, context);
    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByRole('button', { name: 'Remove' }).waitFor({ timeout: 20_000 });

    // Every section of the column, not just the column: a section wider than it (a fieldset's min-content) spills
    // out on one side only.
    const sections = await page.locator('.checkout__section').all();
    expect(sections.length).toBeGreaterThanOrEqual(5);
    for (const section of sections) {
      const box = await section.boundingBox();
      const left = box?.x ?? 0;
      const right = PHONE.width - (left + (box?.width ?? 0));
      expect(Math.abs(left - right)).toBeLessThanOrEqual(1);
      expect(left).toBeGreaterThan(8);
      // Nothing inside spills over its border either (the promo field and its button).
      expect(await section.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    }

    // The legend is the first line inside the payment section's frame, not on its border.
    const fieldset = page.getByRole('group', { name: 'Payment Method' });
    const box = await page.locator('.checkout__payment').boundingBox();
    const legend = await fieldset.locator('legend').boundingBox();
    expect(legend && box && legend.y).toBeGreaterThan((box?.y ?? 0) + 1);

    const cards = fieldset.locator('.payment-choice');
    expect(await cards.count()).toBe(2);
    for (const card of await cards.all()) {
      expect((await card.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      const logos = card.locator('img');
      expect(await logos.count()).toBeGreaterThan(0);
      for (const logo of await logos.all())
        await expect
          .poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
    }

    // A radio group for the keyboard: the arrow key moves the choice to the card.
    const cash = page.getByRole('radio', { name: 'Cash on Delivery' });
    expect(await cash.isChecked()).toBe(true);
    await cash.focus();
    await page.keyboard.press('ArrowDown');
    expect(await page.getByRole('radio', { name: 'Credit/Debit Card' }).isChecked()).toBe(true);
    await context.close();
  });

  it('names the product in English on the English page and takes the discount off with a minus sign', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const { page } = await shopperAtCheckout(shopUrl, context);
    const productId = await checkoutApi(shopUrl).plainProduct();
    const product = (await (await fetch(`${shopUrl}/api/getProductById/${productId}`)).json()) as {
      data: { name: string; name_en: string };
    };
    const name = page.locator('.checkout__item-name');
    expect(await name.textContent()).toBe(product.data.name_en);

    await page.getByRole('textbox', { name: 'Promo code' }).fill('WELCOME10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code WELCOME10 applied: 10% off').waitFor({ timeout: 20_000 });
    expect(await page.getByTestId('summary-discount').textContent()).toMatch(/^-\d+\.\d{2} KD$/);
    await context.close();
  });
});
