import { type Browser, type BrowserContext, chromium } from 'playwright-core';

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

export function shopContext(
  browser: Browser,
  options: { locale: 'ar-KW' | 'en-US'; viewport: { width: number; height: number } },
): Promise<BrowserContext> {
  return browser.newContext({ locale: options.locale, viewport: options.viewport, serviceWorkers: 'block' });
}
