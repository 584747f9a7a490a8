/**
 * Back, timed as a shopper feels it: from pressing Back on a product page to the category screen they came from
 * being drawn again, in Chromium and in WebKit, each with its back/forward cache on as shipped. A page the cache
 * kept is shown as it was left (and its sync worker started again, docs/ARCHITECTURE.md "Which worker leads"); a
 * page it did not keep is loaded again from the server. Every navigation is the browser's own (typed or Back), each
 * run in a fresh tab with fresh storage. Measured from outside the page (the test driver's clock), so a WebDriver
 * round trip is in each WebKit figure; at the host's own speed (no CPU slowdown: WebKit has none), which the
 * benchmark index printed beside them qualifies.
 */
import type { Page } from 'playwright-core';
import { launchChromium, PHONE } from '../tests/e2e/browser';
import type { Tab } from '../tests/e2e/engines/support/tab';
import { startWebKit } from '../tests/e2e/engines/support/webkit';

export interface BackFigures {
  /** Each run's time from Back to the previous screen drawn, in ms. */
  times: number[];
  /** How many of the runs showed the page the cache kept rather than a new load. */
  fromCache: number;
}

/** Which page a Back shows, and whether it is the very window that was left (kept in the cache). */
const KEPT = '__benchKept';

/** True once the tab shows `path` with its screen's content, one frame after it was drawn. */
function screenDrawn(path: string): Promise<boolean> {
  const shown =
    location.pathname === path &&
    document.readyState !== 'loading' &&
    (document.querySelector('#root main')?.childElementCount ?? 0) > 0;
  if (!shown) return Promise.resolve(false);
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(true))));
}

/** The clients holding or asking for a Web Lock of this origin: each page's sync worker asks for the leadership. */
async function lockClients(): Promise<string[]> {
  const { held = [], pending = [] } = await navigator.locks.query();
  // WebKit names no client for a request still waiting: their count stands for them.
  return [...held.flatMap((lock) => (lock.clientId ? [lock.clientId] : [])), `waiting ${pending.length}`];
}

async function timeOneBack(tab: Tab, from: string, to: string): Promise<{ ms: number; kept: boolean }> {
  await tab.open(from);
  await waitFor(`${from} drawn`, () => tab.run(screenDrawn, from));
  await tab.run((key: string) => {
    (window as unknown as Record<string, boolean>)[key] = true;
  }, KEPT);
  const clientsBefore = await tab.run(lockClients);
  await tab.open(to);
  await waitFor(`${to} drawn`, () => tab.run(screenDrawn, to));
  // The page settles as a shopper reading it would let it: its sync worker has stood for the leadership, which is
  // what kept the page before it out of Chromium's cache while that one's worker still held it.
  let clientsNow: string[] = [];
  await waitFor(
    () => `${to}'s worker standing for leadership (${clientsBefore} before, ${clientsNow} now)`,
    async () => {
      clientsNow = await tab.run(lockClients);
      return clientsNow.some((client) => !clientsBefore.includes(client));
    },
  );
  const started = performance.now();
  await tab.back();
  await waitFor(`${from} drawn again`, () => tab.run(screenDrawn, from));
  const ms = performance.now() - started;
  const kept = await tab.run(
    (key: string) => (window as unknown as Record<string, boolean>)[key] === true,
    KEPT,
  );
  return { ms, kept };
}

async function waitFor(
  what: string | (() => string),
  check: () => Promise<boolean>,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (performance.now() > deadline)
      throw new Error(`${typeof what === 'string' ? what : what()}: not within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

async function timeBacks(openTab: () => Promise<Tab>, from: string, to: string, runs: number) {
  const figures: BackFigures = { times: [], fromCache: 0 };
  for (let run = 0; run < runs; run++) {
    const tab = await openTab();
    try {
      const { ms, kept } = await timeOneBack(tab, from, to);
      figures.times.push(ms);
      if (kept) figures.fromCache++;
    } finally {
      await tab.close();
    }
  }
  return figures;
}

/** A Playwright page as a Tab, for what this bench does with it. */
function chromiumTab(page: Page, shopUrl: string): Tab {
  const unused = () => Promise.reject(new Error('not used by the bench'));
  return {
    open: async (path) => {
      await page.goto(new URL(path, shopUrl).href);
    },
    back: async () => {
      // A page restored from the cache fires no load event: the commit is all Back waits for.
      await page.goBack({ waitUntil: 'commit' });
    },
    forward: unused,
    reload: unused,
    address: async () => new URL(page.url()),
    run: (script, ...args) => page.evaluate(script as never, args.length > 1 ? args : args[0]) as never,
    click: unused,
    type: unused,
    press: unused,
    choose: unused,
    close: () => page.context().close(),
  };
}

export async function measureBackInChromium(shopUrl: string, from: string, to: string, runs: number) {
  const browser = await launchChromium(undefined, { backForwardCache: true });
  try {
    return await timeBacks(
      async () => {
        const context = await browser.newContext({
          locale: 'ar-KW',
          viewport: PHONE,
          serviceWorkers: 'block',
        });
        return chromiumTab(await context.newPage(), shopUrl);
      },
      from,
      to,
      runs,
    );
  } finally {
    await browser.close();
  }
}

export async function measureBackInWebKit(shopUrl: string, from: string, to: string, runs: number) {
  const webkit = startWebKit();
  try {
    return await timeBacks(() => webkit.openTab('ar', shopUrl), from, to, runs);
  } finally {
    await webkit.stop();
  }
}
