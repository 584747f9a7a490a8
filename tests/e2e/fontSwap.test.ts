/**
 * The shop's Arabic face comes after the screen has its data (src/app/lateFonts.ts); until then the device's own
 * Arabic face stands in, given the shop face's vertical metrics (src/app/styles/global.css). The swap must move
 * nothing on screen: on a cart with lines it was a layout shift (a line's name set on two lines in the stand-in and
 * one in the shop's face, and every line below moving up), which Lighthouse counted against the cart page.
 */
import { describe, expect, inject, it } from 'vitest';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '../../src/app/i18n/i18n';
import { chromiumForThisFile, PHONE } from './browser';
import { addToCartOnPage, plainProducts } from './shopSetup';
import { lateFontsOn } from './support/atRest';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

interface SwapRecord {
  /** Elements of the main area whose top or height changed in the frame the face was swapped in. */
  moved: string[];
  swapped: boolean;
}

/** Runs in the page before its scripts: compares each frame's boxes with the last frame's, at the swap. */
function recordTheSwap() {
  const record: SwapRecord = { moved: [], swapped: false };
  (window as { swapRecord?: SwapRecord }).swapRecord = record;
  const waiting = () => document.getElementById('late-fonts')?.getAttribute('media') === 'not all';
  const boxes = () => {
    const seen = new Map<Element, string>();
    for (const element of document.querySelectorAll('main *')) {
      const box = element.getBoundingClientRect();
      if (box.height > 0) seen.set(element, `${box.top.toFixed(1)} ${box.height.toFixed(1)}`);
    }
    return seen;
  };
  let before: Map<Element, string> | null = null;
  let wasWaiting = false;
  const frame = () => {
    const now = boxes();
    const isWaiting = waiting();
    if (wasWaiting && !isWaiting && before) {
      record.swapped = true;
      for (const [element, box] of now) {
        const last = before.get(element);
        if (last !== undefined && last !== box) record.moved.push(`${element.className}: ${last} -> ${box}`);
      }
    }
    wasWaiting = isWaiting;
    before = now;
    if (!record.swapped) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

describe("the shop's Arabic face", () => {
  it('is swapped in without moving anything on a cart with lines', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: PHONE, serviceWorkers: 'block' });
    try {
      const filler = await context.newPage();
      for (const product of await plainProducts(shopUrl)) await addToCartOnPage(filler, shopUrl, product);
      // The shopper then chooses Arabic: stored on the device and told to the server (SPEC §1).
      await filler.evaluate((key) => localStorage.setItem(key, 'ar'), LANGUAGE_STORAGE_KEY);
      await filler.close();
      await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'ar', url: shopUrl }]);
      await context.addInitScript(recordTheSwap);

      const page = await context.newPage();
      await page.goto(`${shopUrl}/cart`);
      await page.locator('.cart-line').nth(1).waitFor({ timeout: 20_000 });
      await page.waitForFunction(lateFontsOn, null, { timeout: 20_000 });
      await page.waitForFunction(() => (window as { swapRecord?: SwapRecord }).swapRecord?.swapped === true);

      const record = await page.evaluate(() => (window as { swapRecord?: SwapRecord }).swapRecord);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('ar');
      expect(record?.moved).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
