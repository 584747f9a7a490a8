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
import { BOTTOM_BAR_PAGE, BOTTOM_BAR_URL, tapBottomBarTwice } from './bottomBarPage';

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
    await context.route(`${BOTTOM_BAR_URL}**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: BOTTOM_BAR_PAGE }),
    );
    const tab = await context.newPage();
    await drawWholeViewport(browser, tab);
    await tab.goto(BOTTOM_BAR_URL);
    const { clickEnds, laterChanges } = await tapBottomBarTwice(tab, await context.newCDPSession(tab));
    for (const press of [0, 1]) expect(clickEnds[press]).toBeLessThan(laterChanges[press] as number);
  } finally {
    await context.close();
  }
});
