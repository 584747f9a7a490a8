/**
 * What a shopper sees at a phone's 390 × 844 in Chromium: the cart's bar fixed above the tab bar, the reels over the whole
 * screen, no button label on two lines, the swipe hint only where a finger can swipe, a variant chosen and added by
 * a finger without an emulated mouse press, and a home that logs no error (a message on a BroadcastChannel that
 * cannot be cloned used to log one on every write).
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, hydrated, PHONE } from './browser';
import { catalogueTargets, type Lang, say } from './shopSetup';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const localeOf = { ar: 'ar-KW', en: 'en-US' } as const;

function context(lang: Lang, viewport: typeof PHONE, touch = false): Promise<BrowserContext> {
  return browser.newContext({
    locale: localeOf[lang],
    viewport,
    hasTouch: touch,
    serviceWorkers: 'block',
  });
}

type ApiProduct = {
  data?: { id: number; quantity?: number | string; category?: number; has_variants?: boolean } | null;
};

/** Plain products in stock, and one out of stock with its category, read from the seeded catalogue. */
async function seededProducts(): Promise<{ plain: number[]; soldOut: { id: number; category: number } }> {
  const plain: number[] = [];
  let soldOut: { id: number; category: number } | null = null;
  for (let id = 1; id <= 80 && (plain.length < 5 || !soldOut); id++) {
    const response = await fetch(`${shopUrl}/api/getProductById/${id}`);
    if (!response.ok) continue;
    const product = ((await response.json()) as ApiProduct).data;
    if (!product) continue;
    const quantity = Number(product.quantity ?? 0);
    if (!product.has_variants && quantity > 2 && plain.length < 5) plain.push(id);
    if (quantity === 0 && product.category && !soldOut) soldOut = { id, category: product.category };
  }
  if (plain.length < 5 || !soldOut) throw new Error('the seed lacks plain products or a sold-out one');
  return { plain, soldOut };
}

async function addToCart(page: Page, lang: Lang, productIds: number[]) {
  for (const id of productIds) {
    await page.goto(`${shopUrl}/product/${id}`);
    await page.getByRole('button', { name: say(lang, 'product.addToCart') }).click({ timeout: 20_000 });
    await expect
      .poll(() => page.getByText(say(lang, 'product.addedToCart')).count(), { timeout: 10_000 })
      .toBeGreaterThan(0);
  }
  await page.goto(`${shopUrl}/cart`);
  await expect.poll(() => page.getByTestId('cart-count').textContent(), { timeout: 20_000 }).toMatch(/\d/);
}

/** The buttons whose label reads `labels` and runs onto a second line or out of the button. */
async function wrappedButtons(page: Page, labels: string[]) {
  // Measured in the shop's own face: a server-rendered page switches its fonts on once it shows its data
  // (lateFonts.ts), and this machine has no Arabic face of its own to stand in meanwhile.
  await page.waitForFunction(() => !document.querySelector('#late-fonts[media="not all"]'), undefined, {
    timeout: 20_000,
  });
  await page.evaluate(async () => {
    await Promise.all(
      ['400', '700'].map((weight) => document.fonts.load(`${weight} 16px "Noto Sans Arabic"`, 'أ')),
    );
    await document.fonts.ready;
  });
  return page.evaluate((labels) => {
    const found: string[] = [];
    const wrapped: { label: string; height: number; lineHeight: number }[] = [];
    for (const button of document.querySelectorAll('button')) {
      const label = button.textContent?.trim() ?? '';
      if (!labels.includes(label)) continue;
      found.push(label);
      // Below the fold a section skips layout (content-visibility): bring each button into view first.
      button.scrollIntoView({ block: 'center', inline: 'center' });
      const text =
        [...button.children].find((child) => child.tagName === 'SPAN' && child.textContent?.trim()) ?? button;
      const style = getComputedStyle(text);
      const lineHeight = Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.3;
      // The text's own box: a button is taller than one line by design (44 px to tap).
      const range = document.createRange();
      range.selectNodeContents(text);
      const height = range.getBoundingClientRect().height;
      const cut = text.scrollWidth > text.clientWidth + 1 || button.scrollWidth > button.clientWidth + 1;
      if (height > lineHeight * 1.5 || cut) wrapped.push({ label, height, lineHeight });
    }
    return { found, wrapped };
  }, labels);
}

describe('the shop on a 390 px phone', () => {
  it('keeps the cart bar fixed above the tab bar while the list scrolls, and the list ends clear of it', async () => {
    const { plain } = await seededProducts();
    const phone = await context('en', PHONE, true);
    const page = await phone.newPage();
    await addToCart(page, 'en', plain);

    const measure = () =>
      page.evaluate(() => {
        const bar = document.querySelector('.cart-bar') as HTMLElement;
        const lines = [...document.querySelectorAll('.cart-lines > li')];
        return {
          position: getComputedStyle(bar).position,
          barTop: Math.round(bar.getBoundingClientRect().top),
          barBottom: Math.round(bar.getBoundingClientRect().bottom),
          tabBarTop: Math.round(
            (document.querySelector('.tab-bar') as HTMLElement).getBoundingClientRect().top,
          ),
          lastLineBottom: Math.round(lines.at(-1)?.getBoundingClientRect().bottom ?? 0),
          scrollable: document.documentElement.scrollHeight > window.innerHeight,
        };
      });
    const before = await measure();
    expect(before.position).toBe('fixed');
    expect(before.scrollable).toBe(true);
    expect(Math.abs(before.barBottom - before.tabBarTop)).toBeLessThanOrEqual(1);

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(() => window.scrollY > 0);
    const after = await measure();
    expect(after.barTop).toBe(before.barTop);
    expect(after.lastLineBottom).toBeLessThanOrEqual(after.barTop);

    // A finger can swipe here, so the hint says so.
    expect(await page.getByText(say('en', 'cart.swipeHint')).isVisible()).toBe(true);
    await phone.close();
  });

  it('does not tell a desktop shopper to swipe, and gives each line a remove button', async () => {
    const { plain } = await seededProducts();
    const desktop = await context('en', DESKTOP);
    const page = await desktop.newPage();
    await addToCart(page, 'en', plain.slice(0, 1));
    expect(await page.getByText(say('en', 'cart.swipeHint')).isVisible()).toBe(false);
    expect(
      await page
        .getByRole('button', { name: /^Remove / })
        .first()
        .isVisible(),
    ).toBe(true);
    await desktop.close();
  });

  it('fits Add to Cart, Out of Stock and Proceed to Checkout on one line in both languages', async () => {
    const { plain, soldOut } = await seededProducts();
    for (const lang of ['ar', 'en'] as const) {
      const phone = await context(lang, PHONE);
      const page = await phone.newPage();
      const addToCartLabel = say(lang, 'product.addToCart');
      const soldOutLabel = say(lang, 'product.outOfStock');

      await page.goto(`${shopUrl}/category/${soldOut.category}/products`);
      await page.getByRole('button', { name: soldOutLabel }).first().waitFor({ timeout: 20_000 });
      const grid = await wrappedButtons(page, [addToCartLabel, soldOutLabel]);
      expect(grid.found).toContain(addToCartLabel);
      expect(grid.found).toContain(soldOutLabel);
      expect(grid.wrapped).toEqual([]);

      await page.goto(shopUrl);
      await page.getByRole('button', { name: addToCartLabel }).first().waitFor({ timeout: 20_000 });
      const home = await wrappedButtons(page, [addToCartLabel, soldOutLabel]);
      expect(home.found.length).toBeGreaterThan(0);
      expect(home.wrapped).toEqual([]);

      await page.goto(`${shopUrl}/product/${soldOut.id}`);
      await page.getByRole('button', { name: soldOutLabel }).waitFor({ timeout: 20_000 });
      expect((await wrappedButtons(page, [soldOutLabel])).wrapped).toEqual([]);

      await addToCart(page, lang, plain.slice(0, 1));
      const proceed = await wrappedButtons(page, [say(lang, 'cart.proceed')]);
      expect(proceed.found).toHaveLength(1);
      expect(proceed.wrapped).toEqual([]);
      await phone.close();
    }
  });

  it('opens the search overlay in its start state from a tap on the server-rendered search box', async () => {
    for (const lang of ['ar', 'en'] as const) {
      const phone = await context(lang, PHONE, true);
      const page = await phone.newPage();
      // Tapped once the page's script has run, hydrated or not: earlyInput.ts holds the tap until it is. (A tap
      // before the script has run at all reaches no handler; on a loaded host that moment lasted seconds.)
      await page.goto(shopUrl, { waitUntil: 'load' });
      await page
        .getByRole('searchbox', { name: say(lang, 'search.label') })
        .first()
        .tap({ timeout: 20_000 });
      const overlay = page.getByRole('dialog', { name: say(lang, 'search.title') });
      // The overlay's own chunk loads on this first opening.
      await expect
        .poll(() => overlay.getByText(say(lang, 'search.startTitle')).isVisible(), { timeout: 20_000 })
        .toBe(true);
      expect(await overlay.getByRole('button', { name: say(lang, 'search.close') }).count()).toBe(1);
      await phone.close();
    }
  });

  it('chooses a variant and adds it at the taps of a finger, with no emulated mouse press', async () => {
    const { withVariants } = await catalogueTargets(shopUrl);
    const phone = await context('ar', PHONE, true);
    try {
      const page = await phone.newPage();
      await page.goto(`${shopUrl}/product/${withVariants.id}`);
      const radios = page
        .locator('fieldset')
        .filter({ has: page.getByRole('radio') })
        .first()
        .getByRole('radio');
      await expect.poll(() => radios.count(), { timeout: 20_000 }).toBeGreaterThan(1);
      await hydrated(page);
      const value = await radios
        .and(page.locator(':not(:checked):not([aria-disabled="true"])'))
        .first()
        .getAttribute('value');
      const other = radios.and(page.locator(`[value="${value}"]`));
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as { mouseEvents?: string[] }).mouseEvents = seen;
        for (const type of ['mousedown', 'mouseup'])
          document.addEventListener(type, () => seen.push(type), { capture: true });
      });
      // The chip is the label around its visually hidden radio: that is what a finger lands on.
      await other.locator('xpath=..').tap();
      await expect.poll(() => other.isChecked()).toBe(true);
      expect(await other.evaluate((radio) => radio === document.activeElement)).toBe(true);
      await page
        .getByRole('button', { name: say('ar', 'product.addToCart'), exact: true })
        .and(page.locator('.add-to-cart--page'))
        .tap();
      await expect
        .poll(() => page.getByText(say('ar', 'product.addedToCart')).count(), { timeout: 10_000 })
        .toBeGreaterThan(0);
      expect(await page.evaluate(() => (window as { mouseEvents?: string[] }).mouseEvents)).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  it('shows the reels over the whole screen, without header or tab bar, with a close button back', async () => {
    const phone = await context('ar', PHONE);
    const page = await phone.newPage();
    await page.goto(shopUrl);
    await page.getByRole('link', { name: say('ar', 'nav.videos') }).click();
    await page.waitForURL((url) => url.pathname === '/reels');
    const list = page.getByRole('group', { name: say('ar', 'reels.title') });
    await list.waitFor({ timeout: 20_000 });
    const box = await list.boundingBox();
    expect(box).toEqual({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
    expect(await page.getByRole('banner').count()).toBe(0);
    expect(await page.getByRole('navigation', { name: say('ar', 'nav.sections') }).count()).toBe(0);

    await page.getByRole('button', { name: say('ar', 'reels.close') }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('banner').waitFor();
    await phone.close();
  });

  it('logs no error on the home after a few seconds, and broadcasts only messages that can be cloned', async () => {
    const phone = await context('en', PHONE, true);
    const page = await phone.newPage();
    // Each BroadcastChannel message of the page, checked as the browser will copy it.
    await page.addInitScript(() => {
      const post = BroadcastChannel.prototype.postMessage;
      const refused: string[] = [];
      Object.assign(window, { refusedBroadcasts: refused });
      BroadcastChannel.prototype.postMessage = function (this: BroadcastChannel, message: unknown) {
        try {
          structuredClone(message);
        } catch (error) {
          refused.push(`${this.name}: ${(error as Error).message}`);
        }
        return post.call(this, message);
      };
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));

    await page.goto(shopUrl);
    await page
      .getByRole('button', { name: say('en', 'product.addToCart') })
      .first()
      .waitFor({ timeout: 20_000 });
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(3000);
    await page.mouse.wheel(0, -1200);
    await page.waitForTimeout(3000);

    expect(errors).toEqual([]);
    expect(
      await page.evaluate(() => (window as unknown as { refusedBroadcasts: string[] }).refusedBroadcasts),
    ).toEqual([]);
    await phone.close();
  });
});
