/**
 * What a shopper does on the shop in any engine, through a Tab: find a control by the words on it (from the locale
 * files), press it, type, and read what the screen says. A wait for the shop is polled, so a step that never
 * happens fails with what the screen showed instead.
 */
import { expect } from 'vitest';
import { type Lang, say } from '../shopSetup';
import type { Tab } from './support/tab';

/** A screen's answer to a press: generous for a shared two-core machine, short of the test's own timeout. */
export const SCREEN_WAIT_MS = 20_000;

/** The text a screen shows, read as a shopper reads it: spaces folded. */
const shown = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/**
 * Marks the first element matching `css` that shows, is enabled and is named `name` (its text or its label), so
 * the engine can press it by a selector; scrolls it to the middle of the window and answers where it is, or '' when
 * there is none or something else would take a click at its centre. Runs in the page.
 */
function markNamed(css: string, name: string): string {
  const fold = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();
  for (const marked of document.querySelectorAll('[data-e2e-press]'))
    marked.removeAttribute('data-e2e-press');
  const found = [...document.querySelectorAll(css)].find(
    (element) =>
      element.getClientRects().length > 0 &&
      !(element as HTMLButtonElement).disabled &&
      element.getAttribute('aria-disabled') !== 'true' &&
      (fold(element.textContent) === name || element.getAttribute('aria-label') === name),
  );
  if (!found) return '';
  found.setAttribute('data-e2e-press', '');
  found.scrollIntoView({ block: 'center', inline: 'center' });
  const box = found.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  if (!hit || !(found.contains(hit) || (found as HTMLLabelElement).control === hit)) return '';
  return [box.left, box.top, box.width, box.height].map(Math.round).join(',');
}

/**
 * Presses the control named `name` once it shows, is enabled, would take the click and has stayed in one place for
 * a moment: a screen still laying itself out moves a control between the driver's aim and its click.
 */
export async function press(
  tab: Tab,
  name: string,
  { css = 'button, a, label, [role="button"]', timeout = SCREEN_WAIT_MS } = {},
): Promise<void> {
  let last = '';
  await expect
    .poll(
      async () => {
        const place = await tab.run(markNamed, css, name);
        const settled = place !== '' && place === last;
        last = place;
        return settled;
      },
      { timeout, interval: 100, message: `"${name}" to press` },
    )
    .toBe(true);
  await tab.click('[data-e2e-press]');
}

/** Everything the page shows, its text as one line. */
export const screenText = async (tab: Tab) => shown(await tab.run(() => document.body?.innerText ?? ''));

export async function waitForText(tab: Tab, text: string, timeout = SCREEN_WAIT_MS): Promise<void> {
  await expect.poll(() => screenText(tab), { timeout }).toContain(text);
}

/** The page's path and what its status and alert lines say: a failed wait shows where the shopper was stuck. */
export async function whereAndWhat(tab: Tab): Promise<{ path: string; says: string[] }> {
  const says = await tab.run(() =>
    [...document.querySelectorAll('[role="status"], [role="alert"]')]
      .map((line) => (line.textContent ?? '').trim())
      .filter((line) => line !== ''),
  );
  return { path: (await tab.address()).pathname, says };
}

export async function waitForPath(tab: Tab, path: string | RegExp, timeout = SCREEN_WAIT_MS): Promise<void> {
  await expect
    .poll(async () => (await tab.address()).pathname, { timeout })
    .toMatch(typeof path === 'string' ? new RegExp(`^${path.replace(/[/.]/g, '\\$&')}$`) : path);
}

/** Loads `path` as typed into the address bar and waits until React has taken the server's page over. */
export async function openPage(tab: Tab, path: string): Promise<void> {
  await tab.open(path);
  await hydrated(tab);
}

export async function hydrated(tab: Tab): Promise<void> {
  await expect
    .poll(
      () =>
        tab.run(() => {
          const shell = document.querySelector('#root .app-shell');
          return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'));
        }),
      { timeout: SCREEN_WAIT_MS, message: 'the app to take the page over' },
    )
    .toBe(true);
}

/** On a product page: Add to Cart, until the header's cart counts it (the journeys start with an empty cart). */
export async function addToCart(tab: Tab, lang: Lang): Promise<void> {
  await press(tab, say(lang, 'product.addToCart'));
  await expect.poll(() => headerCartCount(tab), { timeout: SCREEN_WAIT_MS }).toBe('1');
}

/** SPEC §2 Login on the screen: the phone, Send code, the demo code typed into the boxes; the page must be /login. */
export async function logIn(tab: Tab, lang: Lang, local: string): Promise<void> {
  await hydrated(tab);
  await tab.type('#login-phone', local);
  await press(tab, say(lang, 'login.sendCode'));
  let code = '';
  await expect
    .poll(
      async () => {
        code = shown(await tab.run(() => document.querySelector('[data-testid="demo-code"]')?.textContent));
        return code;
      },
      { timeout: SCREEN_WAIT_MS, message: 'the demo code' },
    )
    .toMatch(/^\d{4}$/);
  await tab.click(`input[aria-label="${say(lang, 'login.digit', { number: 1, total: 4 })}"]`);
  // The fourth digit sends the code.
  await tab.press(code);
  await expect.poll(() => loginState(tab), { timeout: SCREEN_WAIT_MS }).toBe('logged in');
}

/** 'logged in' once the login screen has sent the shopper on; until then what its boxes hold and has the focus. */
async function loginState(tab: Tab): Promise<string> {
  if ((await tab.address()).pathname !== '/login') return 'logged in';
  const { boxes, focus } = await tab.run(() => ({
    boxes: [...document.querySelectorAll<HTMLInputElement>('.otp-boxes__box')]
      .map((box) => box.value)
      .join(''),
    focus: document.activeElement?.outerHTML.slice(0, 160),
  }));
  return `still logging in, the boxes holding "${boxes}", the focus on ${focus}`;
}

/** The names of the cart lines the screen shows now. */
export const cartLines = (tab: Tab) =>
  tab.run(() => [...document.querySelectorAll('.cart-line__name')].map((line) => line.textContent?.trim()));

/**
 * Starts watching the cart screen in the page, every 16 ms from whenever it shows, for a line named `name`, and
 * answers how to stop: what the cart screen showed whenever it had loaded without the line, a run of equal samples
 * once with its count (nothing, for a cart that never went blank). Started before a client-side move to the cart
 * (a login sent on to it), it sees the screen's first frame; a screen still saying it is loading, for the moment
 * it asks the worker for the cart, is not blank.
 */
export async function watchTheCart(tab: Tab, name: string): Promise<() => Promise<string[]>> {
  await tab.run((line: string) => {
    const gaps: { shown: string; times: number }[] = [];
    const look = () => {
      const screen = document.querySelector('.cart-screen');
      const lines = [...document.querySelectorAll('.cart-line__name')].map((shown) =>
        shown.textContent?.trim(),
      );
      if (screen && !screen.querySelector('.cart-screen__loading') && !lines.includes(line)) {
        const shown = `${location.pathname}: ${(screen.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120)}`;
        const last = gaps.at(-1);
        if (last?.shown === shown) last.times++;
        else gaps.push({ shown, times: 1 });
      }
    };
    const watch = window as unknown as { __cartWatch?: { timer: number; gaps: typeof gaps } };
    watch.__cartWatch = { timer: window.setInterval(look, 16), gaps };
  }, name);
  return () =>
    tab.run(() => {
      const watch = (
        window as unknown as { __cartWatch?: { timer: number; gaps: { shown: string; times: number }[] } }
      ).__cartWatch;
      if (!watch) return ['the watch was lost: the page was left'];
      window.clearInterval(watch.timer);
      return watch.gaps.map(({ shown, times }) => `${times}× ${shown}`);
    });
}

/** The item count on the header's cart, as its badge shows it ('' for an empty cart). */
export const headerCartCount = async (tab: Tab) =>
  shown(await tab.run(() => document.querySelector('.header-cart__badge')?.textContent));

/** How many times this page came back from the page cache (pageshow with `persisted`; see problemRecorder.ts). */
export const pageCacheReturns = (tab: Tab) =>
  tab.run(() => (window as unknown as { __pageCacheReturns?: number }).__pageCacheReturns ?? 0);
