/**
 * Keystroke to results rendered, in the real app at catalogue scale: the built shop (dist/) served by a reference
 * server holding 10,000 products, opened in Chromium with the search overlay. Searching brings the whole catalogue
 * into the sync worker's database; once all of it is stored, words are typed one key at a time, and each key is
 * timed from its input event (Event.timeStamp) to the app's User Timing mark for that query's local results
 * (useProductSearch: set in an effect after they rendered). The path timed is the shop's own: the router, the bridge
 * to the worker, the index, the live query by id, React.
 */
import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { launchChromium, PHONE } from '../tests/e2e/browser';
import { rxdbProductsDatabase } from './browser/rawDexie';
import { startCatalogueServer } from './largeCatalogue';

export interface KeystrokeOptions {
  products: number;
  words: readonly string[];
  rounds: number;
  /** The typist's paces, each typed in turn; 0 types the next key as soon as the last one's results have rendered. */
  keyIntervalsMs: readonly number[];
}

export interface KeystrokeFigures {
  /** Per pace, in the order asked: each key's time. */
  paces: { keyIntervalMs: number; times: number[] }[];
  /** Products the worker had stored when typing began. */
  stored: number;
}

declare global {
  interface Window {
    benchMarks?: { detail: unknown; at: number }[];
    benchInputs?: { value: string; at: number }[];
    /** Called by the marks' observer after each batch of marks. */
    benchMarked?: () => void;
  }
}

const SYNC_TIMEOUT_MS = 240_000;
/** The query useProductSearch searches for a field's text (normaliseSearchQuery, without the length cut). */
const queryOf = (text: string) => text.trim().replace(/\s+/g, ' ');

export async function measureKeystrokes(options: KeystrokeOptions): Promise<KeystrokeFigures> {
  // The client build alone (the bench builds no server render): every page is the shell the client renders.
  const server = await startCatalogueServer(options.products, resolve(import.meta.dirname, '../dist'), {
    ssrDir: resolve(import.meta.dirname, '../dist-no-server-render'),
  });
  try {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ locale: 'ar-KW', viewport: PHONE, serviceWorkers: 'block' });
      const page = await context.newPage();
      await page.goto(`${server.url}/?search=`);
      const field = page.locator('.search-overlay__input');
      await field.fill('ا');
      const database = rxdbProductsDatabase('gulfshop');
      const storedCount = () =>
        page.evaluate(async (name) => {
          const names = (await indexedDB.databases()).map((db) => db.name);
          if (!names.includes(name)) return 0;
          return new Promise<number>((done) => {
            const request = indexedDB.open(name);
            request.onsuccess = () => {
              const db = request.result;
              try {
                const counting = db.transaction('docs').objectStore('docs').count();
                counting.onsuccess = () => done(counting.result);
                counting.onerror = () => done(0);
              } catch {
                done(0);
              } finally {
                db.close();
              }
            };
            request.onerror = () => done(0);
          });
        }, database);
      const deadline = Date.now() + SYNC_TIMEOUT_MS;
      let stored = await storedCount();
      while (stored < options.products) {
        if (Date.now() > deadline)
          throw new Error(`the app stored ${stored} of ${options.products} products`);
        await page.waitForTimeout(500);
        stored = await storedCount();
      }
      // The last page's writes reach the index through the change stream; let the worker settle.
      await page.waitForTimeout(2_000);

      await page.evaluate(() => {
        window.benchMarks = [];
        window.benchInputs = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            if (entry.name === 'search-results')
              window.benchMarks?.push({ detail: (entry as PerformanceMark).detail, at: entry.startTime });
          window.benchMarked?.();
        }).observe({ type: 'mark' });
        document.addEventListener(
          'input',
          (event) =>
            window.benchInputs?.push({
              value: (event.target as HTMLInputElement).value,
              at: event.timeStamp,
            }),
          true,
        );
      });

      const paces: KeystrokeFigures['paces'] = [];
      for (const keyIntervalMs of options.keyIntervalsMs) {
        paces.push({ keyIntervalMs, times: await typeWords(page, options, keyIntervalMs) });
      }
      await context.close();
      return { paces, stored };
    } finally {
      await browser.close();
    }
  } finally {
    await server.close();
  }
}

const MARK_TIMEOUT_MS = 10_000;

/**
 * In the page: the last key's time, from its input event to the results mark for `wanted`, once that mark is set.
 * It waits on the marks' observer, not by polling: Playwright's waitForFunction polls in requestAnimationFrame, and a
 * page asked for a frame at every vsync renders them, which no shopper's page does while they type and which held
 * the worker's answers back behind those frames.
 */
function keyTime({ wanted, timeoutMs }: { wanted: string; timeoutMs: number }): Promise<number> {
  return new Promise((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`no results mark for "${wanted}"`)), timeoutMs);
    // A property, not a named local: the bench runs through tsx, which names local functions with a helper the
    // page does not have.
    window.benchMarked = () => {
      const input = window.benchInputs?.at(-1);
      const mark = window.benchMarks?.find((m) => m.detail === wanted && input && m.at >= input.at);
      if (!input || !mark) return;
      clearTimeout(timer);
      window.benchMarked = undefined;
      done(mark.at - input.at);
    };
    window.benchMarked();
  });
}

/** Types every word a key at a time at one pace, and times each key that changes the query. */
async function typeWords(page: Page, options: KeystrokeOptions, keyIntervalMs: number): Promise<number[]> {
  const field = page.locator('.search-overlay__input');
  const times: number[] = [];
  for (let round = 0; round < options.rounds; round++) {
    for (const word of options.words) {
      await field.fill('');
      await field.focus();
      let previous = '';
      for (const key of word) {
        await page.keyboard.type(key);
        const query = queryOf(previous + key);
        previous += key;
        if (query === queryOf(previous.slice(0, -1))) continue;
        times.push(await page.evaluate(keyTime, { wanted: query, timeoutMs: MARK_TIMEOUT_MS }));
        await page.evaluate(
          (interval) =>
            new Promise((done) => {
              const typedAt = window.benchInputs?.at(-1)?.at ?? 0;
              setTimeout(done, Math.max(0, typedAt + interval - performance.now()));
            }),
          keyIntervalMs,
        );
      }
    }
  }
  return times;
}
