/**
 * Taps answer at once: interaction to next paint (INP) of a shopper's everyday taps, in the built app as `npm start`
 * serves it, in Chromium as a phone (390 × 844, touch, Arabic: the shop's default) whose CPU is slowed down by the
 * host's calibrated multiplier (DevTools' Emulation.setCPUThrottlingRate), so the figures stand for the same phone
 * as the Lighthouse ones. Each tap gets a fresh context (an empty cart) and is pressed a number of times; a press's
 * figure is its interaction's longest Event Timing entry, as INP takes it: a PerformanceObserver of `event` entries
 * (durationThreshold 16, the least the API allows) and `first-input`, grouped by the press's time. A press with no
 * entry answered in under 16 ms, the API's floor, and counts as 16. The press is a raw touch (touch() below), not
 * Playwright's tap, so none of the test tool's work runs inside it, and the answer is checked only once the press is
 * reported. The page's window draws the whole phone screen (bench/wholeViewport.ts): a tap answered only in the
 * bottom bars is timed to its own frame.
 */
import type { Browser, CDPSession, Locator, Page } from 'playwright-core';
import { hydrated, launchChromium, PHONE } from '../tests/e2e/browser';
import { catalogueTargets, say } from '../tests/e2e/shopSetup';
import type { PageName, TapName } from './budgets';
import { ownBrowserPid, pageFirst } from './pageFirst';
import { drawWholeViewport } from './wholeViewport';

export const DURATION_THRESHOLD_MS = 16;
/** A shopper's pause between taps, so one tap's leftover work (a toast, a late image) is not the next tap's. */
const PAUSE_MS = 500;
const ANSWER_TIMEOUT_MS = 20_000;
/** Longer than a press takes to be reported; a press answered under the threshold has no entry, and waits this. */
const REPORT_TIMEOUT_MS = 1_000;

interface TapFigures {
  name: TapName;
  /** Each press's INP, in the order pressed. */
  times: number[];
  /** Presses Event Timing reported nothing for: under the 16 ms threshold, counted as 16. */
  underThreshold: number;
}

interface EventEntry {
  interactionId: number;
  startTime: number;
  duration: number;
}

declare global {
  interface Window {
    benchEvents?: EventEntry[];
    /** The bench's own function (exposeFunction): told when a click's entry is reported. */
    benchClickReported?: () => void;
  }
}

interface Tap {
  name: TapName;
  /** The page as the first press finds it, loaded before the CPU is slowed down. */
  open(page: Page): Promise<void>;
  /** Gets press `n` (from 0) ready, untimed, and answers the control to tap. */
  control(page: Page, n: number): Promise<Locator>;
  /** Waits for the app's visible answer to press `n`. */
  answered(page: Page, n: number): Promise<void>;
  /** Puts the page back where the next press starts, untimed. */
  reset?(page: Page, n: number): Promise<void>;
}

/** Runs in the page before its own scripts, so the first tap's `first-input` entry is seen too. */
function observeEvents(durationThreshold: number) {
  window.benchEvents = [];
  for (const init of [
    { type: 'event', durationThreshold, buffered: true },
    { type: 'first-input', buffered: true },
  ])
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        window.benchEvents?.push({
          interactionId: entry.interactionId,
          startTime: entry.startTime,
          duration: entry.duration,
        });
        if (entry.name === 'click') window.benchClickReported?.();
      }
    }).observe(init);
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Where a finger presses the control: its box's centre, read once it stands still (untimed). */
async function centreOf(control: Locator): Promise<{ x: number; y: number }> {
  await control.waitFor({ state: 'visible', timeout: ANSWER_TIMEOUT_MS });
  const box = await control.boundingBox({ timeout: ANSWER_TIMEOUT_MS });
  if (!box) throw new Error('the control to press has no box on screen');
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/**
 * A finger's tap, as the phone's touch screen sends it. Playwright's own tap() first puts listeners in the page
 * that check, inside the press's pointerdown, what the point hits (elementsFromPoint), and at a 10× slowdown that
 * check alone added tens of milliseconds to the press's event timing: the figure was partly the test tool's. A
 * press that lands on something else is still caught: its answer never comes and the bench fails.
 */
async function touch(devtools: CDPSession, point: { x: number; y: number }): Promise<void> {
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await devtools.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

interface ApiCategory {
  id: number;
}
interface CategoryAnswer {
  data: { products: { id: number; has_variants: boolean; quantity: number }[] };
}

/** Cards one press adds (no variant to choose, in stock), by their links, and the category pages showing them. */
async function plainCards(shopUrl: string): Promise<{ links: Set<string>; categories: string[] }> {
  const api = async <T>(path: string): Promise<T> =>
    (await fetch(`${shopUrl}/api${path}`)).json() as Promise<T>;
  const links = new Set<string>();
  const categories: string[] = [];
  for (const top of (await api<{ data: ApiCategory[] }>('/getAllCatesWithSub')).data) {
    const path = `/category/${top.id}/products`;
    const products = (await api<CategoryAnswer>(path)).data.products;
    const plain = products.filter((product) => !product.has_variants && product.quantity > 2);
    if (!plain.length) continue;
    categories.push(path);
    for (const product of plain) links.add(`/product/${product.id}`);
  }
  return { links, categories };
}

async function openPage(page: Page, url: string, ready: Locator): Promise<void> {
  await page.goto(url);
  await hydrated(page);
  await ready.first().waitFor({ timeout: ANSWER_TIMEOUT_MS });
}

async function taps(shopUrl: string, pages: Record<PageName, string>, plainProduct: number): Promise<Tap[]> {
  const t = (key: string) => say('ar', key);
  const targets = await catalogueTargets(shopUrl);
  const cards = await plainCards(shopUrl);
  const pressedCards = new Set<string>();
  const pageButton = (page: Page, name: string) =>
    page.getByRole('button', { name, exact: true }).and(page.locator('.add-to-cart--page'));
  const card = (page: Page, link: string) =>
    page.locator('article.product-card', { has: page.locator(`a.product-card__link[href="${link}"]`) });
  const tabs = (page: Page) => page.getByRole('navigation', { name: t('nav.sections') });
  const tabOf = (n: number) => (n % 2 === 0 ? t('nav.categories') : t('nav.home'));
  let variantValues: [string, string] = ['', ''];

  return [
    {
      name: 'add to cart, product card',
      open: async () => {},
      // A card adds its product once; pressed again it adds one more of it instead. So every press is a fresh
      // card's first, on as many category pages as it takes.
      control: async (page) => {
        for (;;) {
          // The cards on screen once the worker's list has replaced the server's first screen (a windowed grid
          // drops the cards it scrolls away from).
          const shown = await page
            .locator('.virtual-grid[data-from="device"] a.product-card__link')
            .evaluateAll((links) =>
              links
                .filter((link) => link.getBoundingClientRect().bottom <= window.innerHeight)
                .map((link) => link.getAttribute('href') ?? ''),
            );
          const link = shown.find((href) => cards.links.has(href) && !pressedCards.has(href));
          if (link) {
            pressedCards.add(link);
            return card(page, link).getByRole('button', { name: t('product.addToCart'), exact: true });
          }
          const next = cards.categories.shift();
          if (!next)
            throw new Error(`the category pages show only ${pressedCards.size} cards one press adds`);
          await openPage(
            page,
            `${shopUrl}${next}`,
            page.locator('.virtual-grid[data-from="device"] a.product-card__link'),
          );
        }
      },
      answered: async (page) => {
        const link = [...pressedCards].at(-1) ?? '';
        await card(page, link)
          .getByRole('button', { name: t('product.added'), exact: true })
          .waitFor({ timeout: ANSWER_TIMEOUT_MS });
      },
    },
    {
      name: 'add to cart, product page',
      open: (page) =>
        openPage(page, `${shopUrl}/product/${plainProduct}`, pageButton(page, t('product.addToCart'))),
      control: async (page) => pageButton(page, t('product.addToCart')),
      answered: (page) => pageButton(page, t('product.adding')).waitFor({ timeout: ANSWER_TIMEOUT_MS }),
      // The button shows "Added" for a while, then offers itself again.
      reset: (page) => pageButton(page, t('product.addToCart')).waitFor({ timeout: ANSWER_TIMEOUT_MS }),
    },
    {
      name: 'open search',
      open: (page) =>
        openPage(
          page,
          `${shopUrl}${pages.category}`,
          page.getByRole('button', { name: t('nav.search'), exact: true }),
        ),
      control: async (page) => page.getByRole('button', { name: t('nav.search'), exact: true }),
      answered: (page) =>
        page.getByRole('dialog', { name: t('search.title') }).waitFor({ timeout: ANSWER_TIMEOUT_MS }),
      reset: async (page) => {
        await page.getByRole('button', { name: t('search.close'), exact: true }).tap();
        await page
          .getByRole('dialog', { name: t('search.title') })
          .waitFor({ state: 'hidden', timeout: ANSWER_TIMEOUT_MS });
      },
    },
    {
      name: 'choose a variant',
      open: async (page) => {
        await openPage(page, `${shopUrl}/product/${targets.withVariants.id}`, page.getByRole('radio'));
        // Two values of the first attribute that can be chosen, the second not chosen yet.
        const choices = await page
          .locator('fieldset')
          .filter({ has: page.getByRole('radio') })
          .first()
          .getByRole('radio')
          .evaluateAll((radios) =>
            (radios as HTMLInputElement[])
              .filter((radio) => radio.getAttribute('aria-disabled') !== 'true')
              .sort((a, b) => Number(b.checked) - Number(a.checked))
              .map((radio) => radio.labels?.[0]?.textContent?.trim() ?? ''),
          );
        const [chosen, other] = choices;
        if (!chosen || !other)
          throw new Error(`product ${targets.withVariants.id} offers fewer than two values`);
        variantValues = [chosen, other];
      },
      // The radio itself is hidden: the shopper taps its chip, the label around it.
      control: async (page, n) =>
        page.getByRole('radio', { name: variantValues[(n + 1) % 2], exact: true }).locator('xpath=..'),
      answered: (page, n) =>
        page
          .getByRole('radio', { name: variantValues[(n + 1) % 2], exact: true, checked: true })
          .waitFor({ state: 'attached', timeout: ANSWER_TIMEOUT_MS }),
    },
    {
      name: 'switch bottom tab',
      open: (page) => openPage(page, `${shopUrl}/`, tabs(page).getByRole('link')),
      // Home → Categories, then back, and so on.
      control: async (page, n) => tabs(page).getByRole('link', { name: tabOf(n), exact: true }),
      answered: (page, n) =>
        tabs(page)
          .getByRole('link', { name: tabOf(n), exact: true })
          .and(page.locator('[aria-current="page"]'))
          .waitFor({ timeout: ANSWER_TIMEOUT_MS }),
      reset: (page, n) =>
        page
          .locator(n % 2 === 0 ? '.category-row' : '[aria-roledescription="carousel"] img')
          .first()
          .waitFor({ timeout: ANSWER_TIMEOUT_MS }),
    },
    {
      name: 'cart quantity +',
      open: async (page) => {
        await openPage(page, `${shopUrl}/product/${plainProduct}`, pageButton(page, t('product.addToCart')));
        await pageButton(page, t('product.addToCart')).tap();
        await pageButton(page, t('product.added')).waitFor({ timeout: ANSWER_TIMEOUT_MS });
        await openPage(page, `${shopUrl}/cart`, page.getByRole('button', { name: t('product.increase') }));
      },
      control: async (page) => page.getByRole('button', { name: t('product.increase'), exact: true }),
      answered: (page, n) =>
        page
          .locator('output.quantity-stepper__value', { hasText: new RegExp(`^${n + 2}$`) })
          .waitFor({ timeout: ANSWER_TIMEOUT_MS }),
    },
  ];
}

/** Presses one tap `presses` times at the given CPU slowdown; answers each press's INP. */
async function pressTap(
  browser: Browser,
  tap: Tap,
  presses: number,
  cpuSlowdownMultiplier: number,
): Promise<TapFigures> {
  const context = await browser.newContext({
    locale: 'ar-KW',
    viewport: PHONE,
    hasTouch: true,
    serviceWorkers: 'block',
  });
  try {
    await context.addInitScript(observeEvents, DURATION_THRESHOLD_MS);
    let clickReported = () => {};
    await context.exposeFunction('benchClickReported', () => clickReported());
    const page = await context.newPage();
    await drawWholeViewport(browser, page);
    const devtools = await context.newCDPSession(page);
    await tap.open(page);
    const windows: { from: number; to: number }[] = [];
    for (let n = 0; n < presses; n++) {
      const control = await tap.control(page, n);
      await control.scrollIntoViewIfNeeded({ timeout: ANSWER_TIMEOUT_MS });
      const point = await centreOf(control);
      // Set again before every press: a press may have followed a load into a new document.
      await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
      const from = await now(page);
      const reported = new Promise<void>((resolve) => {
        clickReported = resolve;
        setTimeout(resolve, REPORT_TIMEOUT_MS);
      });
      await touch(devtools, point);
      // Playwright checks an answer by queries in the page (roles, accessible names), a task of its own: the check
      // waits until Event Timing has reported the press, or it would sit between the click and its frame. At 1x it
      // was 2 ms of the 12 that a variant's press cost the main thread.
      await reported;
      await tap.answered(page, n);
      windows.push({ from, to: await now(page) });
      await tap.reset?.(page, n);
      await page.waitForTimeout(PAUSE_MS);
    }
    // Event Timing reports an interaction once its next frame is presented: give the last one time to arrive.
    await page.waitForTimeout(PAUSE_MS * 2);
    const entries = (await page.evaluate(() => window.benchEvents ?? [])).filter(
      (entry) => entry.interactionId > 0,
    );
    let underThreshold = 0;
    const times = windows.map(({ from, to }) => {
      const own = entries.filter((entry) => entry.startTime >= from && entry.startTime <= to);
      if (!own.length) underThreshold++;
      return Math.max(DURATION_THRESHOLD_MS, ...own.map((entry) => entry.duration));
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    return { name: tap.name, times, underThreshold };
  } finally {
    await context.close();
  }
}

/**
 * Every tap's presses, one tap after another in one Chromium. `plainProduct` is a product one press adds (no
 * variants, in stock): the product page's button and the cart's line use it.
 */
export async function measureTaps(
  shopUrl: string,
  pages: Record<PageName, string>,
  plainProduct: number,
  presses: number,
  cpuSlowdownMultiplier: number,
): Promise<TapFigures[]> {
  const browser = await launchChromium();
  const first = pageFirst(ownBrowserPid());
  try {
    const figures: TapFigures[] = [];
    for (const tap of await taps(shopUrl, pages, plainProduct))
      figures.push(await pressTap(browser, tap, presses, cpuSlowdownMultiplier));
    return figures;
  } finally {
    await first.stop();
    await browser.close();
  }
}
