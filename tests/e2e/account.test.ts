import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, hydrated, PHONE, shopContext } from './browser';
import { logInOnScreen, newLocalPhone, saveAddress, say, shopApi } from './shopSetup';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

interface ProductAnswer {
  data?: { quantity?: number | string } | null;
  variant_system?: {
    has_variants?: boolean;
    available_attributes?: Record<string, string[]>;
    optimized_variants?: { stock_quantity?: number; is_available?: boolean }[];
  } | null;
}

/** The seeded catalogue, read from the API: a product with in-stock variants and a plain one in stock. */
async function pickProducts(): Promise<{ withVariants: number; plain: number }> {
  let withVariants: number | null = null;
  let plain: number | null = null;
  for (let id = 1; id <= 80 && (withVariants === null || plain === null); id++) {
    const response = await fetch(`${shopUrl}/api/getProductById/${id}`);
    if (!response.ok) continue;
    const answer = (await response.json()) as ProductAnswer;
    const system = answer.variant_system;
    const inStock = (system?.optimized_variants ?? []).filter(
      (v) => v.is_available && (v.stock_quantity ?? 0) > 2,
    );
    if (system?.has_variants && inStock.length >= 2 && withVariants === null) withVariants = id;
    if (!system?.has_variants && Number(answer.data?.quantity ?? 0) > 2 && plain === null) plain = id;
  }
  if (withVariants === null || plain === null) throw new Error('the seed has no suitable products');
  return { withVariants, plain };
}

/** A fresh login through the API, as a second device would do it: how the test reads the server's record. */
async function serverName(phone: string): Promise<string | null> {
  const post = (path: string, body: unknown) =>
    fetch(`${shopUrl}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en' },
      body: JSON.stringify(body),
    }).then((r) => r.json() as Promise<Record<string, unknown>>);
  const sent = await post('/customer/send-otp', { phone, token: '' });
  const verified = await post('/customer/verify-otp', { phone, otp: sent.otp, token: '' });
  return ((verified.data as { name?: string | null } | undefined)?.name ?? null) as string | null;
}

const cartLines = (page: Page) => page.locator('.cart-line__body');
const cartCount = (page: Page) => page.getByTestId('cart-count').textContent();

async function addToCart(page: Page, labels = { add: 'Add to Cart', added: 'Added' }) {
  const button = page.getByRole('button', { name: labels.add });
  await button.click();
  await page.getByRole('button', { name: labels.added }).waitFor({ timeout: 10_000 });
  // The button settles back before the next press, as a shopper would wait for it.
  await button.waitFor({ timeout: 10_000 });
}

/** A mouse drag from the line's centre towards the reading start (left in English). */
async function swipe(page: Page, line: Locator, dx: number) {
  const box = await line.boundingBox();
  if (!box) throw new Error('the line is not on screen');
  const y = box.y + box.height / 2;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 2, y, { steps: 5 });
  await page.mouse.move(x + dx, y, { steps: 5 });
  await page.mouse.up();
}

const valuesOf = (boxes: Element[]) => boxes.map((box) => (box as HTMLInputElement).value);

async function typeDigits(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 4' }).click();
  await page.keyboard.type(code, { delay: 30 });
}

describe('cart, login and profile in Chromium (SPEC §2 Cart, Login, Profile)', () => {
  it('keeps a guest cart across a reload, logs in on the way to checkout, and sends an offline name edit later', async () => {
    const { withVariants, plain } = await pickProducts();
    const context: BrowserContext = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const page = await context.newPage();

    // Two variants of one product and a plain product, from the product page.
    await page.goto(`${shopUrl}/product/${withVariants}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await addToCart(page);
    // Another value of the first option, picked as a shopper does: a tap on its chip (the radio inside is hidden,
    // so a click at the radio's own spot may land on a neighbouring chip, depending on the face the text is in).
    const otherChip = page
      .locator('.variant-picker__group')
      .first()
      .locator('label.variant-chip:has(input[type=radio]:not(:checked):not(:disabled))')
      .first();
    const value = await otherChip.locator('input[type=radio]').getAttribute('value');
    await otherChip.click();
    const chosen = page.locator('.variant-picker__group').first().locator('input[type=radio]:checked');
    await expect.poll(() => chosen.getAttribute('value')).toBe(value);
    await addToCart(page);
    await page.goto(`${shopUrl}/product/${plain}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await addToCart(page);

    await page.getByRole('link', { name: /^Cart — items and total: 3,/ }).click();
    await page.getByRole('heading', { name: 'Cart', level: 1 }).waitFor();
    await expect.poll(() => cartLines(page).count()).toBe(3);
    expect(await cartCount(page)).toBe('3');

    // Quantities: the first line up twice and down once.
    const first = cartLines(page).first();
    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => cartCount(page)).toBe('4');
    await first.getByRole('button', { name: 'Increase quantity' }).click();
    await expect.poll(() => cartCount(page)).toBe('5');
    await first.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect.poll(() => cartCount(page)).toBe('4');
    expect(await cartLines(page).nth(1).getByRole('button', { name: 'Decrease quantity' }).isDisabled()).toBe(
      true,
    );

    // Swipe the second line away with the mouse; a short drag first springs back.
    const second = cartLines(page).nth(1);
    const secondText = await second.textContent();
    await swipe(page, second, -30);
    await page.waitForTimeout(300);
    expect(await cartLines(page).count()).toBe(3);
    await swipe(page, second, -120);
    await expect.poll(() => cartLines(page).count()).toBe(2);
    expect(await cartLines(page).allTextContents()).not.toContain(secondText);
    const total = await page.getByTestId('cart-total').textContent();

    await page.reload();
    await expect.poll(() => cartLines(page).count(), { timeout: 20_000 }).toBe(2);
    expect(await cartCount(page)).toBe('3');
    expect(await page.getByTestId('cart-total').textContent()).toBe(total);

    // A guest goes to login with /checkout as the return path, from the app's cart (the saved lines drawn before
    // it are savedCart.test.ts's).
    await hydrated(page);
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await page.waitForURL(/\/login\?returnTo=%2Fcheckout$/);
    await page.getByLabel('Phone number').waitFor();
    await expect.poll(() => page.getByRole('link', { name: /^Cart/ }).count()).toBe(0);
    const local = `5${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;
    await page.getByLabel('Phone number').fill(local);
    await page.getByRole('button', { name: 'Send code' }).click();
    const demoCode = (await page.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
    expect(demoCode).toMatch(/^\d{4}$/);
    const wrong = [...demoCode].map((d) => String((Number(d) + 1) % 10)).join('');

    // The fourth digit sends the code; a correction over it waits for Verify.
    await typeDigits(page, wrong);
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: /\S/ }).count(), { timeout: 10_000 })
      .toBe(1);
    // The right code, inserted whole into the last box as a phone's autofill or clipboard chip does, lands beside
    // the refused digit the box still holds and replaces the whole code.
    const lastBox = page.getByRole('textbox', { name: 'Digit 4 of 4' });
    await lastBox.click();
    await lastBox.press('End');
    await page.keyboard.insertText(demoCode);
    await expect.poll(() => page.locator('.otp-boxes__box').evaluateAll(valuesOf)).toEqual([...demoCode]);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(/\/checkout$/, { timeout: 10_000 });

    // Offline, the name is saved on the device; back online, the outbox sends it.
    await page.goto(`${shopUrl}/profile`);
    const name = page.getByLabel('Your name');
    await name.waitFor({ timeout: 20_000 });
    expect(await name.getAttribute('placeholder')).toBe('No Name');
    await context.setOffline(true);
    await name.fill('Layla Al-Sabah');
    await name.press('Enter');
    await page.getByText('Name saved').waitFor();
    await page.waitForTimeout(1500);
    expect(await serverName(`+965${local}`)).toBeNull();

    // The worker's request shows on the page's network; it may take a backoff step to retry.
    const sent = context.waitForEvent('response', {
      predicate: (response) => response.url().endsWith('/api/customer/update-name') && response.ok(),
      timeout: 70_000,
    });
    await context.setOffline(false);
    await sent;

    // A second device logging in with the same phone reads the name from the server.
    const other = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const device = await other.newPage();
    await device.goto(`${shopUrl}/profile`);
    await device.getByRole('link', { name: 'Login' }).click();
    await device.getByLabel('Phone number').fill(local);
    await device.getByRole('button', { name: 'Send code' }).click();
    // This time the code is copied from the message and pasted into the last box.
    const code = (await device.getByTestId('demo-code').textContent({ timeout: 20_000 })) ?? '';
    await other.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shopUrl });
    await device.evaluate((text) => navigator.clipboard.writeText(text), code);
    await device.getByRole('textbox', { name: 'Digit 4 of 4' }).click();
    await device.keyboard.press('ControlOrMeta+V');
    await device.waitForURL(/\/profile$/, { timeout: 10_000 });
    await expect
      .poll(() => device.getByLabel('Your name').inputValue(), { timeout: 20_000 })
      .toBe('Layla Al-Sabah');
    await other.close();
    await context.close();
  });

  it('shows the running total in the Arabic desktop header and mirrors the swipe to the right', async () => {
    const { plain } = await pickProducts();
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/product/${plain}`);
    await page.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    await addToCart(page, { add: 'أضف إلى السلة', added: 'تمت الإضافة' });

    const headerCart = page.getByRole('link', { name: /^السلة — عدد القطع والمجموع: 1، \d+\.\d{2} د\.ك$/ });
    await headerCart.waitFor();
    expect(await headerCart.locator('.header-cart__total').isVisible()).toBe(true);
    expect(await headerCart.locator('.header-cart__total').textContent()).toMatch(/^\d+\.\d{2} د\.ك$/);
    await headerCart.click();

    await expect.poll(() => cartLines(page).count(), { timeout: 20_000 }).toBe(1);
    await swipe(page, cartLines(page).first(), -120);
    await page.waitForTimeout(300);
    expect(await cartLines(page).count()).toBe(1);
    await swipe(page, cartLines(page).first(), 120);
    await page.getByRole('heading', { name: 'سلتك فارغة' }).waitFor();
    expect(await page.getByRole('link', { name: 'مواصلة التسوق' }).getAttribute('href')).toBe('/');
    await context.close();
  });

  it("offers a nameless customer the name on their address in place of 'No Name', and keeps it once tapped", async () => {
    // A customer made on another device, with an address and no name.
    const local = newLocalPhone();
    const phone = `+965${local}`;
    const { post } = shopApi(shopUrl);
    const sent = await post<{ otp: string }>('/customer/send-otp', { phone, token: '' });
    const { data: user } = await post<{ data: { token: string; id: number } }>('/customer/verify-otp', {
      phone,
      otp: sent.otp,
      token: '',
    });
    await saveAddress(shopUrl, user, phone, 'سارة أحمد');

    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/login?returnTo=%2Fprofile`);
    await logInOnScreen(page, 'ar', local);
    await page.waitForURL(/\/profile$/);
    const name = page.getByLabel(say('ar', 'profile.nameLabel'));
    await name.waitFor({ timeout: 20_000 });
    expect(await name.inputValue()).toBe('');
    const offer = page.getByRole('button', {
      name: say('ar', 'profile.useAddressName', { name: 'سارة أحمد' }),
    });
    await offer.click({ timeout: 20_000 });
    await expect.poll(() => name.inputValue()).toBe('سارة أحمد');
    await page.getByText(say('ar', 'profile.nameSaved')).waitFor();
    await page.reload();
    await expect
      .poll(() => page.getByLabel(say('ar', 'profile.nameLabel')).inputValue(), { timeout: 20_000 })
      .toBe('سارة أحمد');
    expect(await offer.count()).toBe(0);
    await context.close();
  });
});
