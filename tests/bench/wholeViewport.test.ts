/**
 * The bench's taps are timed by Event Timing, which ends an interaction at the next frame drawn on screen. Checked
 * in the bench's own Chromium (the full browser, headless) on the bench's phone: once the window draws the whole
 * viewport, a tap answered only at the bottom of the screen ends at its own frame, not at the next change drawn
 * elsewhere.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { drawWholeViewport } from '../../bench/wholeViewport';
import { launchChromium, PHONE } from '../e2e/browser';

declare global {
  interface Window {
    clickEnds: number[];
    laterChanges: number[];
  }
}

// A long page under a bar fixed to the bottom of the screen. A tap on the bar changes only the bar; a while
// later something at the top of the screen changes, a frame of its own.
const page = `<!doctype html><meta name="viewport" content="width=device-width">
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

let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

it('ends a tap answered at the bottom of the screen at its own frame, before a later change elsewhere', async () => {
  const context = await browser.newContext({ viewport: PHONE, hasTouch: true });
  try {
    await context.route('http://bench.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: page }),
    );
    const tab = await context.newPage();
    await drawWholeViewport(browser, tab);
    await tab.goto('http://bench.test/');
    const devtools = await context.newCDPSession(tab);
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
      const { clickEnds, laterChanges } = await times();
      expect(clickEnds[press - 1]).toBeLessThan(laterChanges[press - 1] as number);
    }
  } finally {
    await context.close();
  }
});
