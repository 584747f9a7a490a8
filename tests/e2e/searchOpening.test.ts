import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, hydrated, PHONE, shopContext } from './browser';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();

declare global {
  interface Window {
    /** How the overlay stood in the frame drawn right after the press. */
    pressFrame?: { drawn: boolean; modal: boolean; boxes: DOMRect[] };
    /** Where the overlay and each of its parts stand on the screen. */
    overlayBoxes: () => DOMRect[];
  }
}

describe("search opened by a phone's press (SPEC §2 Search; taps answer at once)", () => {
  it('draws the overlay whole in the press’s own frame, then turns it modal over an inert page, keeping every letter', async () => {
    const context = await shopContext(browser, { locale: 'ar-KW', viewport: PHONE, hasTouch: true });
    try {
      const page = await context.newPage();
      await page.goto(`${shopUrl}/category/1/products`);
      await hydrated(page);
      const button = page.locator('header button[data-opens-search]');
      // The frame after the press: its animation-frame callbacks run just before the browser draws it.
      await page.evaluate(() => {
        window.overlayBoxes = () =>
          [...document.querySelectorAll('dialog.search-overlay, dialog.search-overlay > *')].map((part) =>
            part.getBoundingClientRect(),
          );
        addEventListener(
          'click',
          () =>
            requestAnimationFrame(() => {
              const overlay = document.querySelector<HTMLDialogElement>('dialog.search-overlay');
              window.pressFrame = {
                drawn: !!overlay && (overlay.open || overlay.matches(':popover-open')),
                modal: !!overlay?.matches(':modal'),
                boxes: window.overlayBoxes(),
              };
            }),
          { capture: true, once: true },
        );
      });
      await button.tap();
      await page.keyboard.type('غطاء');

      const overlay = page.getByRole('dialog', { name: 'البحث' });
      const field = overlay.getByRole('searchbox', { name: 'ابحث عن المنتجات' });
      await expect
        .poll(() => page.evaluate(() => window.pressFrame))
        .toMatchObject({ drawn: true, modal: false });
      await expect
        .poll(() =>
          overlay.evaluate((dialog) => dialog.matches(':modal') && !dialog.matches(':popover-open')),
        )
        .toBe(true);
      // The same full screen, laid out the same, drawn in both, and the field kept focus and every letter.
      const { boxes } = (await page.evaluate(() => window.pressFrame)) ?? {};
      expect(await page.evaluate(() => window.overlayBoxes())).toEqual(boxes);
      expect(boxes?.[0]).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      expect(await field.evaluate((input) => input === document.activeElement)).toBe(true);
      await expect.poll(() => field.inputValue()).toBe('غطاء');
      // The page under the modal takes no focus.
      const pageFocusable = await button.evaluate((element) => {
        element.focus();
        return element === document.activeElement;
      });
      expect(pageFocusable).toBe(false);
      // Escape first clears the words, then, once the address has them cleared too, closes the overlay.
      await page.keyboard.press('Escape');
      await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe('');
      await page.keyboard.press('Escape');
      await overlay.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).search).toBe('');
    } finally {
      await context.close();
    }
  });
});
