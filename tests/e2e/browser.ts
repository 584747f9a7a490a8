import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll } from 'vitest';

/**
 * Chromium keeps only the last `--disable-features`, so this list repeats Playwright's own (1.65, those that apply
 * on Linux) and adds the omnibox popup that Chromium 156 builds as a web page for every window, which a headless
 * window never shows: a renderer for each context, half its start-up time.
 */
const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/**
 * Debian's Chromium, started the way this machine allows (no downloads, no background networking). Playwright
 * gives every launch a fresh temporary profile of its own. The bench measures the full browser, as a shopper's.
 */
export async function launchChromium(
  executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  { backForwardCache = false } = {},
): Promise<Browser> {
  return chromium.launch({
    executablePath,
    // Playwright turns the back/forward cache off unless told; the headless shell has none either way.
    ignoreDefaultArgs: backForwardCache ? ['--disable-back-forward-cache'] : [],
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      `--disable-features=${disabledFeatures.join(',')}`,
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
/** Lighthouse's phone (a Moto G Power), whose figures the bench's budgets are. */
const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
} as const;
export const DESKTOP = { width: 1280, height: 800 };

/** Debian's headless build of the same Chromium, which `.ci/run` installs. */
const headlessShell = '/usr/lib/chromium/chromium-headless-shell';

/**
 * The browser tests' Chromium: Debian's headless shell when installed. It renders pages as the full browser does,
 * without a browser's windows and their pages around them; the browser project takes about a quarter less CPU
 * (19 files, two cores: 290 -> 223 CPU-seconds). CHROMIUM_PATH names another.
 */
function testChromiumPath(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium');
}

/**
 * The worker's Chromium. The browser files share their worker's module graph (vitest.config.ts), so the files a
 * worker runs share one Chromium: started by the first context a file asks for, started again if it went away.
 * Playwright closes it when the worker ends.
 */
let workerChromium: Promise<Browser> | undefined;

function theWorkersChromium(): Promise<Browser> {
  workerChromium ??= launchChromium(testChromiumPath()).then((browser) => {
    browser.on('disconnected', () => {
      workerChromium = undefined;
    });
    return browser;
  });
  return workerChromium;
}

/**
 * Contexts for the calling test file, in the worker's Chromium; whatever the file leaves open (a test that failed
 * before its own `close`) is closed after its tests, so no page of one file runs on beside the next.
 */
export function chromiumForThisFile(): Pick<Browser, 'newContext'> {
  const open = new Set<BrowserContext>();
  afterAll(async () => {
    await Promise.all([...open].map((context) => context.close()));
  });
  return {
    newContext: async (options) => {
      const context = await (await theWorkersChromium()).newContext(options);
      open.add(context);
      context.on('close', () => open.delete(context));
      return context;
    },
  };
}

export function shopContext(
  browser: Pick<Browser, 'newContext'>,
  options: {
    locale: 'ar-KW' | 'en-US';
    viewport: { width: number; height: number };
    /** The offline shell: off unless a test needs the app's code kept for offline use. */
    serviceWorkers?: 'allow' | 'block';
    /** A finger's taps, as a phone's: off unless a test taps. */
    hasTouch?: boolean;
  },
): Promise<BrowserContext> {
  return browser.newContext({
    locale: options.locale,
    viewport: options.viewport,
    serviceWorkers: options.serviceWorkers ?? 'block',
    hasTouch: options.hasTouch ?? false,
  });
}

/** A context in Arabic on Lighthouse's phone, with no service worker. */
export function lighthousePhoneContext(browser: Pick<Browser, 'newContext'>): Promise<BrowserContext> {
  return browser.newContext({ ...LIGHTHOUSE_PHONE, locale: 'ar-KW', serviceWorkers: 'block' });
}

/** Waits until React has claimed the server's nodes (hydration sets its fiber on each DOM node it adopts). */
export const hydrated = (page: Page) =>
  page.waitForFunction(
    () => {
      const shell = document.querySelector('#root .app-shell');
      return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'));
    },
    undefined,
    { timeout: 20_000 },
  );
