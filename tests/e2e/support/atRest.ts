/**
 * Waiting for a page to come to rest by what it does, not by the clock: a fixed sleep is too short on a slow
 * machine and wasted on a fast one. The network is watched from Node through Playwright's events (no round trip to
 * the browser), the page's own state in one `waitForFunction` that the browser polls itself.
 */
import type { Page, Request } from 'playwright-core';

/** The customer's log is followed live: its stream stays open for as long as the page does. */
export const staysOpen = (request: Request): boolean => request.url().endsWith('/customer/log/stream');

/** A request counts as in flight from Playwright's `request` event until it finishes or fails. */
export interface NetworkWatch {
  /**
   * Resolves once no request of the page or of its workers (Chromium reports a dedicated worker's fetches to its
   * page) has been in flight for `quietMs`; past `timeoutMs` it fails, naming what is still open.
   */
  quiet(quietMs: number, timeoutMs?: number): Promise<void>;
  /** How many times a request started or ended so far: a change means the network was not quiet meanwhile. */
  readonly changes: number;
}

export function watchNetwork(page: Page): NetworkWatch {
  const open = new Set<Request>();
  let changes = 0;
  let lastChange = Date.now();
  const changed = () => {
    changes += 1;
    lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (staysOpen(request)) return;
    open.add(request);
    changed();
  });
  const ended = (request: Request) => {
    open.delete(request);
    changed();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    get changes() {
      return changes;
    },
    async quiet(quietMs, timeoutMs = 20_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const left = open.size === 0 ? quietMs - (Date.now() - lastChange) : quietMs;
        if (open.size === 0 && left <= 0) return;
        if (Date.now() > deadline)
          throw new Error(
            `the network never went quiet for ${quietMs} ms; still open: ${[...open]
              .map((request) => request.url())
              .join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, Math.min(Math.max(left, 10), 50)));
      }
    },
  };
}

/**
 * True in the page once its web fonts are on and loaded. A server-rendered page holds them back in
 * `<style id="late-fonts" media="not all">` until every live query its screen opened has answered (4 s at the
 * latest: src/app/lateFonts.ts, src/app/main.tsx), so the media switching is the page saying its screen has its
 * data. Pages without that element (the offline shell, the payment provider's page) pass this part at once.
 */
export function lateFontsOn(): boolean {
  const late = document.getElementById('late-fonts');
  return late?.getAttribute('media') !== 'not all' && document.fonts.status === 'loaded';
}

/** A timer set for less than this is the page about to do something: the page is not at rest until it has run. */
const SHORT_TIMER_MS = 1_000;

interface ActivityRecord {
  /** When the DOM last changed, in `performance.now()` time. */
  __lastDomChange: number;
  /** The one-shot timers shorter than `SHORT_TIMER_MS` still pending. */
  __shortTimers: Set<unknown>;
  /**
   * True when the screen has its data and nothing is about to change: the late fonts on and loaded (`lateFontsOn`),
   * no finite animation running (an entrance transition), no short timer pending, the DOM unchanged for
   * `domQuietMs`. In the page, as a predicate Playwright sends there cannot call a function of this file.
   */
  __pageAtRest: (domQuietMs: number) => boolean;
}

/**
 * Installs, before any script of every document the page opens, `window.__pageAtRest` and the record it reads:
 * when the DOM last changed, and the one-shot timers shorter than a second still pending (a delayed render or load,
 * which a fixed sleep used to wait out). Longer timers and intervals (a code's countdown, a refresh schedule, the
 * late fonts' 4 s cap) are the page at rest, waiting.
 */
export async function recordActivity(page: Page): Promise<void> {
  await page.addInitScript((shortMs: number) => {
    const record = window as unknown as ActivityRecord;
    const mark = () => {
      record.__lastDomChange = performance.now();
    };
    mark();
    new MutationObserver(mark).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    const pending = new Set<unknown>();
    record.__shortTimers = pending;
    const set = window.setTimeout;
    const clear = window.clearTimeout;
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
      if (typeof handler !== 'function' || !((delay ?? 0) < shortMs)) return set(handler, delay, ...args);
      const id = set(
        (...given: unknown[]) => {
          pending.delete(id);
          handler(...given);
        },
        delay,
        ...args,
      );
      pending.add(id);
      return id;
    }) as typeof window.setTimeout;
    window.clearTimeout = ((id?: number) => {
      pending.delete(id);
      clear(id);
    }) as typeof window.clearTimeout;
    record.__pageAtRest = (domQuietMs) => {
      const late = document.getElementById('late-fonts');
      if (late?.getAttribute('media') === 'not all' || document.fonts.status !== 'loaded') return false;
      const moving = document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity,
        );
      return !moving && pending.size === 0 && performance.now() - record.__lastDomChange >= domQuietMs;
    };
  }, SHORT_TIMER_MS);
}

/**
 * Waits until the network has been quiet for `networkQuietMs` and then `inPage(arg)` holds in the page (polled by
 * the browser each frame); a request that began meanwhile may bring more, so then it waits again.
 */
export async function untilAtRest<Arg>(
  page: Page,
  network: NetworkWatch,
  networkQuietMs: number,
  inPage: (arg: Arg) => boolean,
  arg: Arg,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const left = () => Math.max(deadline - Date.now(), 1);
  for (;;) {
    await network.quiet(networkQuietMs, left());
    const before = network.changes;
    // Playwright types the argument as it arrives unboxed; the ones passed here are plain data, the same either way.
    await page.waitForFunction(inPage as (arg: unknown) => boolean, arg, { timeout: left() });
    if (network.changes === before) return;
  }
}

/** How long the network and the DOM stay unchanged before a screen is read as it ends up. */
const NETWORK_QUIET_MS = 150;
const DOM_QUIET_MS = 100;

/**
 * Waits until `main` has a heading and nothing is loading (no busy region, skeleton or one of `loadingLines`), and
 * the page is at rest (`__pageAtRest`: its data come, entrance transitions ended, no delayed work pending) with the
 * network quiet (a verified payment or a geocoded line arrives by the network, then shows). The page needs
 * `recordActivity` before its first navigation.
 */
export function screenAtRest(
  page: Page,
  network: NetworkWatch,
  loadingLines: readonly string[],
): Promise<void> {
  return untilAtRest(
    page,
    network,
    NETWORK_QUIET_MS,
    ({ lines, domQuietMs }) => {
      const main = document.querySelector('main');
      if (!main?.querySelector('h1')) return false;
      if (document.querySelector('[aria-busy="true"], .skeleton')) return false;
      const text = main.textContent ?? '';
      if (lines.some((line) => text.includes(line))) return false;
      return (window as unknown as Partial<ActivityRecord>).__pageAtRest?.(domQuietMs) ?? false;
    },
    { lines: [...loadingLines], domQuietMs: DOM_QUIET_MS },
  );
}
