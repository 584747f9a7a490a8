/**
 * Which worker leads (docs/ARCHITECTURE.md): the leader is a worker of a live page. A page kept in the back/forward
 * cache ends its worker, so the page in view leads and can send; a page restored starts a fresh worker that shows
 * the cart as it is now and leads again; of two live tabs one leads and the other takes over when it closes.
 * Runs in the full Chromium with its back/forward cache on (the headless shell has none): Chromium keeps a page
 * whose worker holds a lock out of its cache, so a page that kept its worker would not be restored at all.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, PHONE } from './browser';
import { addToCartOnPage, plainProducts } from './shopSetup';

const shopUrl = inject('shopUrl');
const LEADER_LOCK = 'pubkey-bc||native||RxDB:|dexie|gulfshop';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium('/usr/bin/chromium', { backForwardCache: true });
});
afterAll(() => browser?.close());

/** Who holds the workers' leader lock and who waits for it, as the origin's lock manager sees them. */
const leaderLock = (page: Page) =>
  page.evaluate(async (name) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return {
      held: held.filter((lock) => lock.name === name).length,
      waiting: pending.filter((lock) => lock.name === name).length,
    };
  }, LEADER_LOCK);

const cartCount = (page: Page) => page.locator('.header-cart__badge').first().textContent();

/** Marks the page's window, so a Back that shows it again from the cache can be told from a new load. */
const markWindow = (page: Page) =>
  page.evaluate(() => {
    (window as { keptAlive?: boolean }).keptAlive = true;
  });
const restoredFromCache = (page: Page) =>
  page.evaluate(() => (window as { keptAlive?: boolean }).keptAlive === true);

/** Why Chromium loaded the page again instead of restoring it (its NotRestoredReasons), for a failed run. */
const notRestoredReasons = (page: Page) =>
  page.evaluate(() => {
    const entry = performance.getEntriesByType('navigation')[0] as
      | { notRestoredReasons?: unknown }
      | undefined;
    return JSON.stringify(entry?.notRestoredReasons ?? null);
  });

/**
 * Chromium may still evict a cached page for reasons of its own (a busy host's slow freeze, memory): the first
 * page, two products in the cart from the second, and Back, in a fresh context each try, up to three; the page
 * restored from the cache, or every try's reasons.
 */
async function backToACachedPage(): Promise<{ page: Page; close: () => Promise<void> }> {
  const [first, second] = await plainProducts(shopUrl);
  const reasons: string[] = [];
  for (let tries = 0; tries < 3; tries++) {
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    const page = await context.newPage();
    await addToCartOnPage(page, shopUrl, first);
    await expect.poll(() => cartCount(page)).toBe('1');
    await markWindow(page);

    await addToCartOnPage(page, shopUrl, second);
    await expect.poll(() => cartCount(page)).toBe('2');
    // The first page waits in the cache; its worker has ended, so the page in view leads with no one waiting.
    await expect.poll(() => leaderLock(page)).toEqual({ held: 1, waiting: 0 });

    await page.goBack({ waitUntil: 'commit' });
    if (await restoredFromCache(page)) return { page, close: () => context.close() };
    reasons.push(await notRestoredReasons(page));
    await context.close();
  }
  throw new Error(`Chromium never restored the page from its back/forward cache: ${reasons.join('; ')}`);
}

describe('which worker leads', () => {
  it('a page kept in the back/forward cache leaves the leadership to the page in view, and takes it back restored', async () => {
    const { page, close } = await backToACachedPage();
    await expect.poll(() => cartCount(page)).toBe('2');
    await expect.poll(() => leaderLock(page)).toEqual({ held: 1, waiting: 0 });

    await page.goForward({ waitUntil: 'commit' });
    await expect.poll(() => leaderLock(page)).toEqual({ held: 1, waiting: 0 });
    await close();
  });

  it('of two live tabs one leads while the other waits, and the other leads once the first closes', async () => {
    const context = await browser.newContext({ locale: 'ar-KW', viewport: PHONE, serviceWorkers: 'block' });
    const first = await context.newPage();
    await first.goto(`${shopUrl}/`);
    await expect.poll(() => leaderLock(first)).toEqual({ held: 1, waiting: 0 });
    const second = await context.newPage();
    await second.goto(`${shopUrl}/cart`);
    await expect.poll(() => leaderLock(second)).toEqual({ held: 1, waiting: 1 });

    await first.close();
    await expect.poll(() => leaderLock(second)).toEqual({ held: 1, waiting: 0 });
    await context.close();
  });
});
