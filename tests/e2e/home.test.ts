import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, hydrated, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

const documentLanguage = (page: Page) =>
  page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

const pageIsNoWiderThanViewport = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the home screen in Chromium (SPEC §2 Home)', () => {
  it('shows the seeded banners and categories in Arabic, right to left, then in English after the toggle', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(shopUrl);

    const strip = page.getByRole('region', { name: 'تسوّق حسب القسم' });
    await expect
      .poll(() => strip.getByRole('link', { name: 'إلكترونيات' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await documentLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    const slider = page.locator('[aria-roledescription="carousel"]');
    expect(await slider.locator('img').count()).toBeGreaterThan(0);
    expect(await page.getByText('أهلاً بك').count()).toBeGreaterThan(0);
    expect(await pageIsNoWiderThanViewport(page)).toBe(true);

    await page.getByRole('button', { name: 'English' }).first().click();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    const englishStrip = page.getByRole('region', { name: 'Shop by category' });
    await expect
      .poll(() => englishStrip.getByRole('link', { name: 'Electronics' }).count())
      .toBeGreaterThan(0);
    expect(await pageIsNoWiderThanViewport(page)).toBe(true);

    await page.reload();
    await expect.poll(() => documentLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    await context.close();
  });

  it('draws the carousels far below the fold only as the shopper scrolls towards them, then every one', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE });
    const page = await context.newPage();
    await page.goto(shopUrl);
    await hydrated(page);
    const carousels = page.locator('section.home-section--below-fold');
    await carousels.first().waitFor({ timeout: 20_000 });
    // Idle moments pass, and still only the first: the others are more than a screen below.
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 1_500)));
    expect(await carousels.count()).toBe(1);
    // Scrolled down, the rest come until none is left to come (the element they come from is gone).
    const more = page.locator('.home__more');
    for (let step = 0; step < 40 && (await more.count()) > 0; step++) {
      await page.mouse.wheel(0, 800);
      await page.waitForTimeout(150);
    }
    expect(await more.count()).toBe(0);
    expect(await carousels.count()).toBeGreaterThan(2);
    await context.close();
  });

  it('still shows the home from the local database when every API call fails', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(shopUrl);
    const strip = page.getByRole('region', { name: 'Shop by category' });
    await expect
      .poll(() => strip.getByRole('link', { name: 'Electronics' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);

    let blocked = 0;
    await context.route('**/api/**', (route) => {
      blocked++;
      return route.abort('internetdisconnected');
    });
    await page.reload();
    await expect
      .poll(() => strip.getByRole('link', { name: 'Electronics' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await page.locator('[aria-roledescription="carousel"] img').count()).toBeGreaterThan(0);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'offline' }).count())
      .toBeGreaterThan(0);
    expect(blocked).toBeGreaterThan(0);
    await context.close();
  });

  it('shows the desktop navigation of the first 8 categories from 768 px', async () => {
    const context = await shopContext(browser, { locale: 'en-US', viewport: DESKTOP });
    const page = await context.newPage();
    await page.goto(shopUrl);
    const nav = page.getByRole('navigation', { name: /categor/i });
    await expect
      .poll(() => nav.getByRole('link', { name: 'Electronics' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    expect(await pageIsNoWiderThanViewport(page)).toBe(true);
    await context.close();
  });
});
