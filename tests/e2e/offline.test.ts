import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE } from './browser';
import { serviceWorkerReady } from './support/serviceWorker';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

describe('the offline shell (service worker)', () => {
  it('opens the shop with no network after one visit, with the catalogue and the images seen', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'allow' });
    const page = await context.newPage();
    await page.goto(shopUrl);
    expect(await serviceWorkerReady(page)).toBe('active');
    const strip = page.getByRole('region', { name: 'Shop by category' });
    await expect
      .poll(() => strip.getByRole('link', { name: 'Electronics' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    // The first visit's images were fetched before the worker controlled the page; a reload lets it cache them.
    await page.reload();
    await expect
      .poll(() => strip.getByRole('link', { name: 'Electronics' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    await page.reload();
    await expect
      .poll(() => strip.getByRole('link', { name: 'Electronics' }).count(), { timeout: 20_000 })
      .toBeGreaterThan(0);
    const firstBanner = page.locator('[aria-roledescription="carousel"] img').first();
    await expect
      .poll(() => firstBanner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    expect(
      await page.evaluate(() => document.querySelector('link[rel="manifest"]')?.getAttribute('href')),
    ).toBe('/manifest.en.webmanifest');
    await context.close();
  });

  it('serves a manifest in each language that makes the shop installable', async () => {
    for (const [lang, name, dir] of [
      ['ar', 'متجر الخليج', 'rtl'],
      ['en', 'Gulf Shop', 'ltr'],
    ]) {
      const response = await fetch(`${shopUrl}/manifest.${lang}.webmanifest`);
      const manifest = (await response.json()) as {
        name: string;
        dir: string;
        start_url: string;
        icons: { sizes: string }[];
      };
      expect(manifest).toMatchObject({ name, dir, start_url: '/' });
      expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
        expect.arrayContaining(['192x192', '512x512']),
      );
    }
  });
});
