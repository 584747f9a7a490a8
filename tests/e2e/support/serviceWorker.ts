import type { Page } from 'playwright-core';

/** 'active' once the page's service worker is ready (the app kept for offline use), else why not within 30 s. */
export const serviceWorkerReady = (page: Page): Promise<unknown> =>
  page.evaluate(() =>
    Promise.race([
      navigator.serviceWorker.ready.then(() => 'active'),
      new Promise((resolve) => setTimeout(() => resolve('no service worker became active in 30 s'), 30_000)),
    ]),
  );
