/**
 * SPEC §2 Product detail, the gallery, where only a browser can tell: on a phone the pictures open full screen and
 * follow a finger (a swipe in the reading direction, a pinch), the desktop's zoom pane is drawn over the column
 * beside it, Add to Cart included, and a colour chosen shows only that colour's pictures (SPEC §4 Variants).
 */
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { chromiumForThisFile, DESKTOP, hydrated, PHONE } from './browser';
import { type Lang, say } from './shopSetup';

const shopUrl = inject('shopUrl');
const browser = chromiumForThisFile();
const localeOf = { ar: 'ar-KW', en: 'en-US' } as const;

type ApiVariant = { color: string | null; images: string[]; is_available: boolean; stock_quantity: number };
type ProductAnswer = {
  data?: { images: string[] } | null;
  variant_system?: { optimized_variants: ApiVariant[] };
};

/** A seeded product sold in two colours or more, each with two pictures or more, and its pictures by colour. */
async function productInColours(): Promise<{ id: number; pictures: Map<string, string[]> }> {
  for (let id = 1; id <= 200; id++) {
    const answer = (await (await fetch(`${shopUrl}/api/getProductById/${id}`)).json()) as ProductAnswer;
    const pictures = new Map<string, string[]>();
    for (const variant of answer.variant_system?.optimized_variants ?? []) {
      if (variant.color && variant.is_available && variant.stock_quantity > 0) {
        pictures.set(variant.color, variant.images);
      }
    }
    if (pictures.size >= 2 && [...pictures.values()].every((images) => images.length >= 2)) {
      return { id, pictures };
    }
  }
  throw new Error('the seed has no product in colours with several pictures each');
}

const thumbnails = (page: Page) =>
  page
    .locator('.gallery__thumb img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
const counter = (page: Page) => page.locator('.pswp__counter').textContent();
const focusInViewer = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('.pswp'));
const chosenColour = (page: Page) =>
  page.locator('.variant-picker__group').first().locator('input[type=radio]:checked').getAttribute('value');

/** A finger on the screen, through Chromium's own touch input (PhotoSwipe hears it as pointer events). */
async function touch(cdp: CDPSession, paths: [x: number, y: number][][]) {
  const at = (step: number) =>
    paths.map((path, id) => ({ id, x: path[step]?.[0] ?? 0, y: path[step]?.[1] ?? 0 }));
  const steps = paths[0]?.length ?? 0;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step < steps; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

const line = (from: [number, number], to: [number, number], steps = 8): [number, number][] =>
  Array.from({ length: steps + 1 }, (_, i) => [
    from[0] + ((to[0] - from[0]) * i) / steps,
    from[1] + ((to[1] - from[1]) * i) / steps,
  ]);

describe('the product pictures in Chromium (SPEC §2 Product detail, §4 Variants)', () => {
  it.each<Lang>(['en', 'ar'])(
    'on a %s phone: a colour shows its own pictures, a tap opens them full screen, a swipe in the reading direction shows the next, a pinch zooms, Close gives focus back',
    async (lang) => {
      const { id, pictures } = await productInColours();
      const context = await browser.newContext({
        locale: localeOf[lang],
        viewport: PHONE,
        hasTouch: true,
        isMobile: true,
        serviceWorkers: 'block',
      });
      await context.addCookies([{ name: 'language', value: lang, url: shopUrl }]);
      const page = await context.newPage();
      await page.goto(`${shopUrl}/product/${id}`);
      await hydrated(page);
      await expect.poll(() => chosenColour(page), { timeout: 20_000 }).not.toBeNull();

      // SPEC §4 Variants: the chosen colour's pictures, none of another colour's.
      const first = (await chosenColour(page)) ?? '';
      await expect.poll(() => thumbnails(page), { timeout: 20_000 }).toEqual(pictures.get(first));
      const other = [...pictures.keys()].find((colour) => colour !== first) ?? '';
      await page
        .locator('.variant-picker__group')
        .first()
        .locator(`label.variant-chip:has(input[value="${other}"])`)
        .tap();
      await expect.poll(() => thumbnails(page)).toEqual(pictures.get(other));
      const total = pictures.get(other)?.length ?? 0;

      await page.locator('.gallery__open').tap();
      await expect.poll(() => counter(page)).toBe(say(lang, 'product.imageCount', { number: 1, total }));
      // It follows a finger once it has faded in, when it takes the focus.
      await expect.poll(() => focusInViewer(page)).toBe(true);
      const cdp = await context.newCDPSession(page);
      // The next picture lies on the reading side: a finger brings it in from the right in English, from the left
      // in Arabic.
      const y = PHONE.height / 2;
      const [start, end] = lang === 'ar' ? [60, 330] : [330, 60];
      await touch(cdp, [line([start, y], [end, y])]);
      await expect.poll(() => counter(page)).toBe(say(lang, 'product.imageCount', { number: 2, total }));

      const shown = page.locator(
        '.pswp__item[aria-hidden="false"] img.pswp__img:not(.pswp__img--placeholder)',
      );
      const width = async () => (await shown.boundingBox())?.width ?? 0;
      await expect.poll(width).toBeGreaterThan(0);
      const fitted = await width();
      const x = PHONE.width / 2;
      await touch(cdp, [line([x - 30, y], [x - 150, y]), line([x + 30, y], [x + 150, y])]);
      await expect.poll(width).toBeGreaterThan(fitted * 1.5);

      await page.getByRole('button', { name: say(lang, 'product.closeFullScreen') }).tap();
      await expect.poll(() => page.locator('.pswp').count()).toBe(0);
      expect(await page.evaluate(() => document.activeElement?.className)).toBe('gallery__open');
      // The page shows the picture the shopper ended on.
      expect(await page.locator('.gallery__image').getAttribute('src')).toBe(pictures.get(other)?.[1]);
      await context.close();
    },
  );

  it('on an Arabic desktop: the zoom pane covers Add to Cart, and the keyboard opens, holds and leaves the full screen', async () => {
    const { id } = await productInColours();
    const context = await browser.newContext({ locale: 'ar-KW', viewport: DESKTOP, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${shopUrl}/product/${id}`);
    await hydrated(page);

    const picture = await page.locator('.gallery__main').boundingBox();
    if (!picture) throw new Error('no main picture');
    await page.mouse.move(picture.x + picture.width / 2, picture.y + picture.height * 0.8, { steps: 2 });
    await page.locator('.gallery__zoom').waitFor();
    // What is painted on top at the middle of Add to Cart (the pane lets the pointer through, so it is asked to
    // take it for the question).
    const paneOnTop = await page.evaluate(() => {
      const pane = document.querySelector<HTMLElement>('.gallery__zoom');
      const button = document.querySelector('.add-to-cart--page')?.getBoundingClientRect();
      if (!pane || !button) return null;
      pane.style.pointerEvents = 'auto';
      const top = document.elementFromPoint(button.x + button.width / 2, button.y + button.height / 2);
      return top === pane;
    });
    expect(paneOnTop).toBe(true);
    await page.mouse.move(2, 2);

    await page.locator('.gallery__open').focus();
    await page.keyboard.press('Enter');
    const viewer = page.getByRole('dialog');
    await viewer.waitFor();
    await expect.poll(() => focusInViewer(page)).toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await focusInViewer(page)).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('.pswp').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('gallery__open');
    await context.close();
  });
});
