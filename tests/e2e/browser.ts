import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * Debian's Chromium, started the way this machine allows (no downloads, no background networking). Playwright
 * gives every launch a fresh temporary profile of its own.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
    ],
  });
}

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** One Chromium for the calling test file: started before its tests, closed after them. */
export function chromiumForThisFile(): Pick<Browser, 'newContext'> {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    newContext: (options) => {
      if (!browser) throw new Error('Chromium has not started yet');
      return browser.newContext(options);
    },
  };
}

export function shopContext(
  browser: Pick<Browser, 'newContext'>,
  options: { locale: 'ar-KW' | 'en-US'; viewport: { width: number; height: number } },
): Promise<BrowserContext> {
  return browser.newContext({ locale: options.locale, viewport: options.viewport, serviceWorkers: 'block' });
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
