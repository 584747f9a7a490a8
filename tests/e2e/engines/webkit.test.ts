/**
 * The key journeys in WebKit, the engine of every iPhone's Safari, with its page cache on: a page left by a full
 * load stays alive in the cache there, its sync worker and that worker's Web Locks with it, where Chromium and
 * Firefox drop a page holding a lock. Both languages' cash and card journeys, and Back and Forward in Arabic.
 */
import { describe, expect, it } from 'vitest';
import {
  aCardOrderPaidOnTheHostedPage,
  backAndForwardAcrossPages,
  threeLoadsThenACashOrder,
} from './journeys';
import { recordedJourneys } from './support/recordedJourneys';
import { webkitForThisFile } from './support/webkit';

const journeys = recordedJourneys(webkitForThisFile().openTab);

describe('the key journeys in WebKit, its page cache on', () => {
  it('hears an uncaught error and an unhandled rejection in the page and its sync worker, and the page’s CSP refusals', async () => {
    await journeys.proveTheRecording({ cspReportsFromWorkers: false });
  });

  for (const lang of ['ar', 'en'] as const) {
    it(`in ${lang}: three page loads in one tab, a login with the cart shown throughout, a Kuwaiti address and a cash order`, async () => {
      await journeys.take(lang, threeLoadsThenACashOrder);
    });

    it(`in ${lang}: a card order paid on the hosted page, its return page opened again and reloaded: one order`, async () => {
      await journeys.take(lang, aCardOrderPaidOnTheHostedPage);
    });
  }

  it('in ar: Back and Forward bring each page back from the page cache, showing the cart as it is now', async () => {
    expect(await journeys.take('ar', backAndForwardAcrossPages)).toEqual([true, true, true, true]);
  });
});
