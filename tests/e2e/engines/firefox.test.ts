/**
 * The key journeys in Firefox ESR, each in the language WebKit does not take it in (webkit.test.ts): Firefox keeps
 * no page holding a Web Lock in its back/forward cache, so here they check the shop itself in a second engine
 * rather than the cache.
 */
import { describe, it } from 'vitest';
import {
  aCardOrderPaidOnTheHostedPage,
  backAndForwardAcrossPages,
  threeLoadsThenACashOrder,
} from './journeys';
import { firefoxForThisFile } from './support/firefox';
import { recordedJourneys } from './support/recordedJourneys';

const journeys = recordedJourneys(firefoxForThisFile().openTab);

describe('the key journeys in Firefox ESR', () => {
  it('hears an uncaught error, an unhandled rejection and a CSP refusal in the page and in its sync worker', async () => {
    await journeys.proveTheRecording({ cspReportsFromWorkers: true });
  });

  it('in en: three page loads in one tab, a login with the cart shown throughout, a Kuwaiti address and a cash order', async () => {
    await journeys.take('en', threeLoadsThenACashOrder);
  });

  it('in ar: a card order paid on the hosted page, its return page opened again and reloaded: one order', async () => {
    await journeys.take('ar', aCardOrderPaidOnTheHostedPage);
  });

  it('in en: Back and Forward show each page again with the cart as it is now', async () => {
    await journeys.take('en', backAndForwardAcrossPages);
  });
});
