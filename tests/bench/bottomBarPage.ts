import type { CDPSession, Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    clickEnds: number[];
    laterChanges: number[];
  }
}

/** Where a test serves the page: a route of the browser context, never the network. */
export const BOTTOM_BAR_URL = 'http://bench.test/';

/**
 * A long page under a bar fixed to the bottom of the screen. A tap on the bar changes only the bar; a while later
 * something at the top of the screen changes, a frame of its own. Event Timing ends the tap at the next frame drawn:
 * at the bar's own if the window draws the bottom of the screen, else at that later change.
 */
export const BOTTOM_BAR_PAGE = `<!doctype html><meta name="viewport" content="width=device-width">
<style>
  body { margin: 0 }
  #bar { position: fixed; inset-block-end: 0; inset-inline: 0; block-size: 60px; background: white }
</style>
<p id="top">top</p>
<div style="block-size: 3000px"></div>
<div id="bar">tab</div>
<script>
  window.clickEnds = [];
  window.laterChanges = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click') clickEnds.push(entry.startTime + entry.duration);
  }).observe({ type: 'event', durationThreshold: 16 });
  bar.addEventListener('click', () => {
    // Event Timing reports only events of 16 ms or more, from the touch to the frame: this one always is.
    const until = performance.now() + 20;
    while (performance.now() < until);
    bar.style.background = bar.style.background === 'green' ? 'white' : 'green';
    setTimeout(() => {
      top.textContent += '.';
      laterChanges.push(performance.now());
    }, 1000);
  });
</script>`;

/**
 * Taps the bar twice with a finger, as the bench's taps do, and answers when each tap ended and when the change
 * after it was made.
 */
export async function tapBottomBarTwice(tab: Page, devtools: CDPSession) {
  const box = await tab.locator('#bar').boundingBox();
  if (!box) throw new Error('the bar has no box');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const times = () =>
    tab.evaluate(() => ({ clickEnds: window.clickEnds, laterChanges: window.laterChanges }));
  // The page's first frames are drawn whole whatever the window: the presses come once it has settled.
  await tab.waitForTimeout(500);
  for (const press of [1, 2]) {
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    // Event Timing reports a click once a frame after it is drawn; the bar's own frame when the window draws it.
    await expect.poll(async () => (await times()).laterChanges.length, { timeout: 10_000 }).toBe(press);
    await expect.poll(async () => (await times()).clickEnds.length, { timeout: 10_000 }).toBe(press);
  }
  return times();
}
