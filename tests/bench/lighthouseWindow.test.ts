/**
 * Lighthouse's Chromium draws the whole of the phone screen it emulates. chrome-launcher leaves headless Chromium a
 * 780 × 580 window, of which the page drew only the top 496 px of Lighthouse's 823-px phone: a change below that was
 * painted but never drawn, so its frame reached neither Event Timing nor the paint timings. Checked in the bench's
 * own launch (its flags) with Lighthouse's own screen emulation: a tap answered only at the bottom of the screen ends
 * at its own frame.
 */
import { type LaunchedChrome, launch } from 'chrome-launcher';
import { screenEmulationMetrics } from 'lighthouse/core/config/constants.js';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CHROMIUM_FLAGS } from '../../bench/lighthouse';
import { BOTTOM_BAR_PAGE, BOTTOM_BAR_URL, tapBottomBarTwice } from './bottomBarPage';

let chrome: LaunchedChrome;
let browser: Browser;

beforeAll(async () => {
  chrome = await launch({ chromePath: '/usr/bin/chromium', chromeFlags: CHROMIUM_FLAGS });
  browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
});

afterAll(async () => {
  await browser?.close();
  chrome?.kill();
});

it("ends a tap answered at the bottom of Lighthouse's phone screen at its own frame", async () => {
  const [context] = browser.contexts();
  if (!context) throw new Error('the launched Chromium has no browser context');
  await context.route(`${BOTTOM_BAR_URL}**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: BOTTOM_BAR_PAGE }),
  );
  const tab = await context.newPage();
  const devtools = await context.newCDPSession(tab);
  const { width, height, deviceScaleFactor, mobile } = screenEmulationMetrics.mobile;
  await devtools.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor, mobile });
  await devtools.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
  await tab.goto(BOTTOM_BAR_URL);
  const { clickEnds, laterChanges } = await tapBottomBarTwice(tab, devtools);
  for (const press of [0, 1]) expect(clickEnds[press]).toBeLessThan(laterChanges[press] as number);
});
