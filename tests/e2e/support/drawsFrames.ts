import type { Page } from 'playwright-core';

/**
 * Whether the page still draws: a frame comes within `ms`. Headless Chromium (156) now and then stops drawing a
 * page for good right after `setViewportSize`: its script still runs, but no frame comes, a screenshot never
 * returns, and every wait on `requestAnimationFrame` hangs, while a new page of the same context draws. Seen about
 * once in two thousand resizes, under load.
 */
export function drawsFrames(page: Page, ms = 5_000): Promise<boolean> {
  return page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true));
        setTimeout(() => resolve(false), ms);
      }),
    ms,
  );
}
