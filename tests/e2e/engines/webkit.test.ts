/**
 * The key journeys in WebKit, the engine of every iPhone's Safari, with its page cache on: a page left by a full
 * load stays alive in the cache there, its sync worker and that worker's Web Locks with it, where Chromium and
 * Firefox drop a page holding a lock. Each journey once, in the language Firefox does not take it in
 * (firefox.test.ts), so every journey runs in Arabic and in English and the whole suite keeps to its 7 minutes:
 * the cash journey (the longest, with the address form) and Back and Forward in Arabic, the card journey in English.
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

  it('in ar: three page loads in one tab, a login with the cart shown throughout, a Kuwaiti address and a cash order', async () => {
    await journeys.take('ar', threeLoadsThenACashOrder);
  });

  it('in en: a card order paid on the hosted page, its return page opened again and reloaded: one order', async () => {
    await journeys.take('en', aCardOrderPaidOnTheHostedPage);
  });

  it('in ar: Back and Forward bring each page back from the page cache, showing the cart as it is now', async () => {
    expect(await journeys.take('ar', backAndForwardAcrossPages)).toEqual([true, true, true, true]);
  });
});
