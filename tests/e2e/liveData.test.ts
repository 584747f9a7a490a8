/**
 * Live data (DESIGN "The local database"): the window holds no database; every screen reads live queries the sync
 * worker answers. A write in one tab's worker reaches the other tab's worker through RxDB's broadcast, whose live
 * query then re-renders that tab's screen, with no reload.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

/** A product without variants that is in stock, so one press adds it. */
async function plainProduct(): Promise<number> {
  for (let id = 1; id <= 80; id++) {
    const response = await fetch(`${shopUrl}/api/getProductById/${id}`);
    if (!response.ok) continue;
    const answer = (await response.json()) as {
      data?: { quantity?: number | string };
      variant_system?: { has_variants?: boolean } | null;
    };
    if (!answer.variant_system?.has_variants && Number(answer.data?.quantity ?? 0) > 2) return id;
  }
  throw new Error('the seed has no plain product in stock');
}

const headerCart = (page: Page) => page.getByRole('link', { name: /^Cart/ }).first();

describe('live data across tabs (DESIGN: the local database lives in the sync worker)', () => {
  it("re-renders a tab's cart and favorites when another tab's worker writes them", async () => {
    const productId = await plainProduct();
    const context = await shopContext(browser, { locale: 'en-US', viewport: PHONE });
    const watching = await context.newPage();
    await watching.goto(`${shopUrl}/favorites`);
    await watching.getByRole('heading', { level: 1 }).waitFor({ timeout: 20_000 });
    expect(await headerCart(watching).getAttribute('aria-label')).toBe('Cart');

    const acting = await context.newPage();
    await acting.goto(`${shopUrl}/product/${productId}`);
    const name = (await acting.getByRole('heading', { level: 1 }).textContent({ timeout: 20_000 })) ?? '';
    await acting.getByRole('button', { name: 'Add to Cart' }).click();
    await acting.getByRole('button', { name: 'Added' }).waitFor({ timeout: 10_000 });
    await acting
      .getByRole('button', { name: `Favorite: ${name.trim()}` })
      .first()
      .click();

    await expect
      .poll(() => headerCart(watching).getAttribute('aria-label'), { timeout: 15_000 })
      .toMatch(/^Cart — items and total: 1, /);
    await expect
      .poll(() => watching.getByText(name.trim(), { exact: false }).count(), { timeout: 15_000 })
      .toBeGreaterThan(0);
    await context.close();
  });
});
