/**
 * WebKit as Safari runs the shop: Debian's WebKitGTK (its MiniBrowser) driven through WebKitWebDriver on a display
 * of the file's own, with the page cache on, as it is by default. The browser's language is its locale's, so each
 * language has its own driver, started the first time a tab in it is asked for. Each tab is a session of its own: a
 * fresh browser with fresh storage.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterAll } from 'vitest';
import { remote } from 'webdriverio';
import type { Lang } from '../../shopSetup';
import { scrollToMiddle, type Tab } from './tab';
import { startVirtualDisplay, type VirtualDisplay } from './virtualDisplay';

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
/** The locale each language's browser runs in (`.ci/run` makes both). */
const LOCALES: Record<Lang, string> = { ar: 'ar_KW.UTF-8', en: 'en_US.UTF-8' };
/** The narrowest window WebKitGTK makes (447 px) is still a phone's layout, below the shop's 768 px. */
const WINDOW = { width: 480, height: 1000 };
/** The longest a driver command (a page load included) may take. */
const COMMAND_TIMEOUT_MS = 30_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

type Driver = { port: number; process: ChildProcess };

async function startDriver(display: string, lang: Lang): Promise<Driver> {
  const port = await freePort();
  // A process group of its own: the driver, its MiniBrowser and WebKit's processes end together.
  const driver = spawn('WebKitWebDriver', [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display, LANG: LOCALES[lang], LC_ALL: LOCALES[lang] },
    stdio: 'ignore',
    detached: true,
  });
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (driver.exitCode !== null) throw new Error(`WebKitWebDriver exited with ${driver.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/status`)
      .then((answer) => answer.ok)
      .catch(() => false);
    if (ready) return { port, process: driver };
    if (Date.now() > deadline) throw new Error('WebKitWebDriver did not answer within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ends the driver's whole process group: a browser whose session a failed test left open goes with it. */
async function stopDriver({ process: driver }: Driver): Promise<void> {
  if (driver.pid === undefined) return;
  const running = driver.exitCode === null && driver.signalCode === null;
  const exited = running ? new Promise((resolve) => driver.once('exit', resolve)) : Promise.resolve();
  try {
    process.kill(-driver.pid, 'SIGTERM');
  } catch {
    // The group has already ended.
  }
  await exited;
}

async function openSession(port: number, shopUrl: string): Promise<Tab> {
  const browser = await remote({
    hostname: '127.0.0.1',
    port,
    logLevel: 'error',
    // A command the browser never answers fails the step it is in, with the journey's own report, well before the
    // test's timeout: the default waits 120 s, and tries the command three more times.
    connectionRetryTimeout: COMMAND_TIMEOUT_MS,
    connectionRetryCount: 0,
    capabilities: {
      browserName: 'MiniBrowser',
      'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
      'wdio:enforceWebDriverClassic': true,
    } as WebdriverIO.Capabilities,
  });
  await browser.setWindowSize(WINDOW.width, WINDOW.height);
  await browser.setTimeout({ pageLoad: COMMAND_TIMEOUT_MS, script: COMMAND_TIMEOUT_MS });
  return {
    open: (path) => browser.url(new URL(path, shopUrl).href).then(() => undefined),
    back: () => browser.back(),
    forward: () => browser.forward(),
    reload: () => browser.refresh(),
    address: async () => new URL(await browser.getUrl()),
    run: (script, ...args) => browser.execute(script as never, ...(args as unknown as never[])) as never,
    click: async (selector) => {
      await browser.execute(scrollToMiddle, selector);
      await browser.$(selector).click();
    },
    type: async (selector, text) => {
      await browser.execute(scrollToMiddle, selector);
      const field = browser.$(selector);
      await field.click();
      await field.addValue(text);
    },
    press: async (text) => {
      // One key at a time: webdriverio's `keys` holds all its keys down before releasing them, a chord, in which a
      // key pressed twice is pressed once.
      for (const key of text) await browser.keys(key);
    },
    choose: (selector, value) => browser.$(selector).selectByAttribute('value', value),
    close: () => browser.deleteSession(),
  };
}

export type WebKit = {
  /** A new tab in a fresh browser whose language is `lang`, on the shop at `shopUrl`. */
  openTab(lang: Lang, shopUrl: string): Promise<Tab>;
  /** Ends every browser, driver and the display. */
  stop(): Promise<void>;
};

/** WebKit whose display and each language's driver start with the first tab that needs them. */
export function startWebKit(): WebKit {
  let display: Promise<VirtualDisplay> | undefined;
  const drivers = new Map<Lang, Promise<Driver>>();
  const driverFor = (lang: Lang) => {
    display ??= startVirtualDisplay();
    const started = drivers.get(lang) ?? display.then(({ display: shown }) => startDriver(shown, lang));
    drivers.set(lang, started);
    return started;
  };
  return {
    openTab: async (lang, shopUrl) => openSession((await driverFor(lang)).port, shopUrl),
    async stop() {
      await Promise.all([...drivers.values()].map(async (driver) => stopDriver(await driver)));
      await (await display)?.stop();
    },
  };
}

/** WebKit for the calling test file, stopped after its tests. */
export function webkitForThisFile(): Pick<WebKit, 'openTab'> {
  const webkit = startWebKit();
  afterAll(() => webkit.stop());
  return webkit;
}
