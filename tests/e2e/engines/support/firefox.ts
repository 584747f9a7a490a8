/**
 * Firefox as its ESR users run the shop: Debian's firefox-esr driven by puppeteer-core over WebDriver BiDi, in a
 * window on a display of the file's own (headless Firefox has no WebGL here, and the address form's map needs it).
 * The browser's language is a preference of the whole browser, so each language has its own Firefox, started the
 * first time a tab in it is asked for. Each tab is a browser context of its own (fresh storage).
 */
import puppeteer, { type Browser } from 'puppeteer-core';
import { afterAll } from 'vitest';
import type { Lang } from '../../shopSetup';
import { scrollToMiddle, type Tab } from './tab';
import { startVirtualDisplay, type VirtualDisplay } from './virtualDisplay';

/** What each language's Firefox asks pages in (its Accept-Language and navigator.languages). */
const ACCEPT_LANGUAGES: Record<Lang, string> = { ar: 'ar-KW, ar', en: 'en-US, en' };
const VIEWPORT = { width: 480, height: 1000 };
/** The longest a browser command (a page load included) may take. */
const COMMAND_TIMEOUT_MS = 30_000;

function launchFirefox(display: string, lang: Lang): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr',
    headless: false,
    env: { ...process.env, DISPLAY: display },
    extraPrefsFirefox: { 'intl.accept_languages': ACCEPT_LANGUAGES[lang] },
    // A command the browser never answers fails the step it is in, well before the test's timeout.
    protocolTimeout: COMMAND_TIMEOUT_MS,
  });
}

async function openTab(browser: Browser, shopUrl: string): Promise<Tab> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(VIEWPORT);
  page.setDefaultTimeout(COMMAND_TIMEOUT_MS);
  return {
    open: (path) => page.goto(new URL(path, shopUrl).href).then(() => undefined),
    back: () => page.goBack().then(() => undefined),
    forward: () => page.goForward().then(() => undefined),
    reload: () => page.reload().then(() => undefined),
    address: async () => new URL(page.url()),
    run: (script, ...args) => page.evaluate(script as never, ...(args as unknown as never[])) as never,
    click: async (selector) => {
      await page.evaluate(scrollToMiddle, selector);
      await page.click(selector);
    },
    type: async (selector, text) => {
      await page.evaluate(scrollToMiddle, selector);
      await page.click(selector);
      await page.keyboard.type(text);
    },
    press: (text) => page.keyboard.type(text),
    choose: (selector, value) => page.select(selector, value).then(() => undefined),
    close: () => context.close(),
  };
}

export type Firefox = {
  /** A new tab in a fresh context of the Firefox whose language is `lang`, on the shop at `shopUrl`. */
  openTab(lang: Lang, shopUrl: string): Promise<Tab>;
  /** Closes every Firefox and ends the display. */
  stop(): Promise<void>;
};

/** Firefox whose display and each language's browser start with the first tab needing them. */
export function startFirefox(): Firefox {
  let display: Promise<VirtualDisplay> | undefined;
  const browsers = new Map<Lang, Promise<Browser>>();
  const browserFor = (lang: Lang) => {
    display ??= startVirtualDisplay();
    const started = browsers.get(lang) ?? display.then(({ display: shown }) => launchFirefox(shown, lang));
    browsers.set(lang, started);
    return started;
  };
  return {
    openTab: async (lang, shopUrl) => openTab(await browserFor(lang), shopUrl),
    async stop() {
      await Promise.all([...browsers.values()].map(async (browser) => (await browser).close()));
      await (await display)?.stop();
    },
  };
}

/** Firefox for the calling test file, closed after its tests. */
export function firefoxForThisFile(): Pick<Firefox, 'openTab'> {
  const firefox = startFirefox();
  afterAll(() => firefox.stop());
  return firefox;
}
