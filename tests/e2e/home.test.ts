import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import {
  chromiumForThisFile,
  DESKTOP,
  hydrated,
  lighthousePhoneContext,
  PHONE,
  shopContext,
} from './browser';

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

  it("fetches a card's picture narrower than the server draws it, as a phone shows it (Lighthouse's phone)", async () => {
    const context = await lighthousePhoneContext(browser);
    const page = await context.newPage();
    await page.goto(shopUrl);
    const picture = page.locator('.product-card__image').first();
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc))
      .toMatch(/\?w=480$/);
    await context.close();
  });

  it("moves nothing on screen as the shopper scrolls to the end, and draws a row's far items as it is swiped to them", async () => {
    const context = await lighthousePhoneContext(browser);
    const page = await context.newPage();
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const shifts = () => page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    await page.goto(shopUrl);
    await hydrated(page);
    // Once the shop's face is in use (its swap is the load's, budgeted by the bench), nothing moves any more.
    await page.waitForFunction(() => !document.getElementById('late-fonts'), undefined, { timeout: 20_000 });
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    const before = (await shifts()).length;
    // A finger's pace, a third of a screen at a time, until every carousel has come and the page's end is in view
    // (a slow host reveals them later, not fewer).
    const atTheEnd = () =>
      page.evaluate(
        () =>
          !document.querySelector('.home__more') &&
          window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
      );
    for (let step = 0; step < 120 && !(await atTheEnd()); step++) {
      await page.mouse.wheel(0, 300);
      await page.waitForTimeout(150);
    }
    expect(await atTheEnd()).toBe(true);
    expect((await shifts()).slice(before)).toEqual([]);

    // A row's last card, beyond the five first drawn, comes as tall as the first once swiped to.
    const row = page.locator('section.home-section--below-fold .paged-row__list').first();
    await row.scrollIntoViewIfNeeded();
    await row.evaluate((list) => list.scrollTo({ left: -list.scrollWidth }));
    const cards = row.locator('.product-card');
    expect(await cards.count()).toBeGreaterThan(5);
    await expect.poll(() => cards.last().isVisible()).toBe(true);
    const height = async (index: number) => (await cards.nth(index).boundingBox())?.height ?? 0;
    await expect.poll(async () => height((await cards.count()) - 1)).toBe(await height(0));
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
