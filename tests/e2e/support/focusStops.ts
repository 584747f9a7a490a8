/**
 * Where keyboard focus is and whether a shopper can see it, read inside the page. Each look is one round trip to
 * Chromium: a Tab walk presses Tab some hundreds of times, and on a slow machine every extra trip per press is
 * seconds of the suite.
 */
import type { Page } from 'playwright-core';

export interface Stop {
  /** Tag, class and name of the focused element, to say which control failed. */
  what: string;
  /** Inside an open modal dialog, or the page's body (the browser's own toolbar in a windowed browser). */
  where: 'dialog' | 'page' | 'none';
  /** :focus-visible, with an outline or the focus-ring shadow on the element or the box drawn around it. */
  ringShows: boolean;
  /** No part of it can be seen: off screen, or under the sticky header, the tab bar or another layer. */
  hidden: boolean;
}

type Look =
  /** Where focus is now: a Stop. */
  | { look: 'stop' }
  /**
   * A step of a Tab walk, just after Tab: null once focus has left the document or come back round to a control
   * already reached; otherwise marks it reached, takes `before` off the controls that can no longer take focus,
   * and gives the Stop.
   */
  | { look: 'walkStep'; before: string }
  /** Marks with `attribute` every control that can take focus by Tab at this moment and can be seen. */
  | { look: 'mark'; attribute: string }
  /** Marks with `after`, then names each control marked `before` and `after` that the walk never reached. */
  | { look: 'unreached'; before: string; after: string };

/**
 * Everything this file reads in the page, in one self-contained function (Playwright sends its source to the page,
 * so it can use nothing from outside it).
 */
async function inPage(task: Look): Promise<Stop | null | string[]> {
  const REACHED = 'data-kb-reached';
  const nameOf = (element: Element, name: string) =>
    `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;

  /** With `narrow`, only takes the mark off those that no longer can (so what keeps it could at every look). */
  const markFocusable = (attribute: string, narrow: boolean) => {
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]',
    );
    for (const element of controls) {
      const focusable =
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !element.closest('[inert], fieldset:disabled') &&
        element.checkVisibility({ visibilityProperty: true });
      if (!narrow) element.toggleAttribute(attribute, focusable);
      else if (!focusable) element.removeAttribute(attribute);
    }
  };

  /** Where focus is, once any scrolling it caused has settled (smooth scrolling moves it for a few frames). */
  const focusStop = async (): Promise<Stop> => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { what: 'body', where: 'none', ringShows: false, hidden: true };
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const at = () => {
      const box = element.getBoundingClientRect();
      return `${box.x},${box.y}`;
    };
    let before = at();
    for (let i = 0; i < 30; i++) {
      await frame();
      const now = at();
      if (now === before) break;
      before = now;
    }
    const what = nameOf(
      element,
      element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        '',
    );
    // The control itself, or for a visually hidden radio the label drawn around it.
    const shape = element.closest('label') ?? element;
    const focusRing = /rgb\(8, 85, 61\)|rgb\(255, 209, 102\)/;
    let ringShows = false;
    let node: HTMLElement | null = element;
    for (let level = 0; node && level < 4 && !ringShows; level++, node = node.parentElement) {
      const style = getComputedStyle(node);
      const box = node.getBoundingClientRect();
      const big = box.width > 4 && box.height > 4;
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      ringShows = big && (outline || focusRing.test(style.boxShadow));
    }
    ringShows &&= element.matches(':focus-visible');
    const box = shape.getBoundingClientRect();
    const points = [
      [0.5, 0.5],
      [0.15, 0.15],
      [0.85, 0.15],
      [0.15, 0.85],
      [0.85, 0.85],
    ].map(([x = 0, y = 0]) => [box.left + box.width * x, box.top + box.height * y] as const);
    const seen = points.some(([x, y]) => {
      const top = document.elementFromPoint(x, y);
      return !!top && (top === shape || shape.contains(top) || top.contains(element));
    });
    const cover = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const coveredBy = cover
      ? `${cover.tagName.toLowerCase()}.${String(cover.className).split(' ')[0]}`
      : 'nothing';
    return {
      what: seen
        ? what
        : `${what} (top ${Math.round(box.top)}, under ${coveredBy}, scrolled ${Math.round(scrollY)})`,
      where: element.closest('dialog[open]') ? 'dialog' : 'page',
      ringShows,
      hidden: !seen,
    };
  };

  switch (task.look) {
    case 'stop':
      return focusStop();
    case 'walkStep': {
      const element = document.activeElement;
      if (!element || element === document.body || element.hasAttribute(REACHED)) return null;
      element.setAttribute(REACHED, '');
      markFocusable(task.before, true);
      return focusStop();
    }
    case 'mark':
      markFocusable(task.attribute, false);
      return null;
    case 'unreached': {
      markFocusable(task.after, false);
      // A radio group is one Tab stop: reaching its chosen radio reaches the group.
      const reachedGroups = new Set(
        [...document.querySelectorAll<HTMLInputElement>(`input[type="radio"][${REACHED}]`)].map(
          (r) => r.name,
        ),
      );
      return [...document.querySelectorAll<HTMLElement>(`[${task.before}][${task.after}]:not([${REACHED}])`)]
        .filter(
          (element) =>
            !(
              element instanceof HTMLInputElement &&
              element.type === 'radio' &&
              reachedGroups.has(element.name)
            ),
        )
        .map((element) => nameOf(element, element.getAttribute('aria-label') ?? element.textContent ?? ''));
    }
  }
}

const look = (page: Page, task: Look) => page.evaluate<Stop | null | string[], Look>(inPage, task);

/** Where focus is now, once any scrolling it caused has settled. */
export function focusStop(page: Page): Promise<Stop> {
  return look(page, { look: 'stop' }) as Promise<Stop>;
}

/**
 * Tabs through a freshly loaded page once (until focus leaves the document or comes back round) and reports each
 * stop that shows no focus, each that is hidden, and each visible control that Tab never reached. One round trip
 * for each press of Tab besides the press itself.
 */
export async function tabWalk(page: Page): Promise<string[]> {
  // The controls to reach are those that can take focus all the way through: an auto-rotating banner, or a row's
  // Previous arrow that turns on as the row scrolls, changes which ones those are while the walk goes on (and on a
  // slow machine a banner can come round again by the end), so each press looks again.
  const before = 'data-kb-before';
  await look(page, { look: 'mark', attribute: before });
  const problems: string[] = [];
  for (let presses = 0; presses < 400; presses++) {
    await page.keyboard.press('Tab');
    const stop = (await look(page, { look: 'walkStep', before })) as Stop | null;
    if (!stop) break;
    if (!stop.ringShows) problems.push(`no visible focus: ${stop.what}`);
    if (stop.hidden) problems.push(`focused but hidden: ${stop.what}`);
  }
  const unreached = (await look(page, {
    look: 'unreached',
    before,
    after: 'data-kb-after',
  })) as string[];
  return [...problems, ...unreached.map((what) => `never reached by Tab: ${what}`)];
}

/**
 * Waits until a freshly loaded page has stopped changing under the keyboard: the app has taken over the server's
 * page and the late web fonts are on and loaded (src/app/lateFonts.ts switches them on once the screen's live
 * queries have answered, which reflows every line of text), so what Tab reaches and where it sits stays put.
 */
export async function pageSettled(page: Page): Promise<void> {
  const waiting = await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const hydrated = () => {
      const shell = document.querySelector('#root .app-shell');
      return !!shell && Object.keys(shell).some((key) => key.startsWith('__reactFiber$'));
    };
    const fontsOn = () => document.getElementById('late-fonts')?.getAttribute('media') !== 'not all';
    const deadline = performance.now() + 20_000;
    while (!(hydrated() && fontsOn())) {
      if (performance.now() > deadline) return hydrated() ? 'the late fonts' : 'hydration';
      await frame();
    }
    // The fonts start loading at the next style pass after the switch; ready is the promise of that load.
    await frame();
    document.body.getBoundingClientRect();
    await document.fonts.ready;
    return '';
  });
  if (waiting) throw new Error(`${page.url()}: still waiting for ${waiting} after 20 s`);
}
