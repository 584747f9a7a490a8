import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_START_MARK, LATE_FONTS_ID, START_PLAN_ID, type StartPlan } from '../../../src/app/boot/handoff';

declare global {
  interface Window {
    bootEntryStarted?: boolean;
  }
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  delete window.bootEntryStarted;
  vi.restoreAllMocks();
  vi.resetModules();
  performance.clearMarks(APP_START_MARK);
});

/** A server-rendered page as the server writes it (server/render/template.ts), with its start plan. */
function renderedPage(plan: StartPlan, image: 'loading' | 'none') {
  document.head.innerHTML = `<style id="${LATE_FONTS_ID}" media="not all">@font-face{font-family:x}</style>`;
  document.body.innerHTML = `
    <div id="root">${image === 'loading' ? '<img fetchpriority="high" src="/banner.svg">' : ''}<a href="/cart">Cart</a></div>
    <script type="application/json" id="${START_PLAN_ID}">${JSON.stringify(plan)}</script>`;
}

/**
 * The boot imports the app's entry, which Vite transforms first: on a busy machine, longer than vi.waitFor's default
 * second.
 */
const untilLoaded = (check: () => void) => vi.waitFor(check, { timeout: 10_000 });

/** Why the boot script says it started the app (its User Timing mark). */
const startedBecause = () =>
  (performance.getEntriesByName(APP_START_MARK).at(-1) as PerformanceMark | undefined)?.detail;

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('the boot script of a server-rendered page', () => {
  it("starts the app once the page's largest image has loaded: its modules preloaded, the entry run", async () => {
    renderedPage(
      { entry: '/tests/app/fixtures/bootEntry.ts', preloads: ['/assets/a.js', '/assets/b.js'] },
      'loading',
    );
    // happy-dom loads no images: this one is still on its way.
    Object.defineProperty(document.querySelector('img'), 'complete', { value: false });
    await import('../../../src/app/boot/boot');
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The image is still on its way: nothing competes with it yet.
    expect(preloads()).toEqual([]);

    document.querySelector('img')?.dispatchEvent(new Event('load'));
    await untilLoaded(() => expect(window.bootEntryStarted).toBe(true));
    expect(preloads()).toEqual(['/assets/a.js', '/assets/b.js']);
    // The fonts are not the boot's to switch on: they wait for the screen's data (lateFonts.ts).
    expect(document.getElementById(LATE_FONTS_ID)?.getAttribute('media')).toBe('not all');
  });

  describe('where the browser reports when an image is on the screen (Element Timing)', () => {
    /** A PerformanceObserver that knows `element` entries, and a way to report one as the browser would. */
    function elementTiming() {
      const observers: ((list: { getEntries: () => PerformanceEntry[] }) => void)[] = [];
      vi.stubGlobal(
        'PerformanceObserver',
        class {
          static supportedEntryTypes = ['element'];
          constructor(callback: (list: { getEntries: () => PerformanceEntry[] }) => void) {
            observers.push(callback);
          }
          observe() {}
          disconnect() {}
        },
      );
      return (element: Element) => {
        for (const report of observers)
          report({ getEntries: () => [{ entryType: 'element', element } as unknown as PerformanceEntry] });
      };
    }

    const imageLoaded = () => {
      const image = document.querySelector('img');
      Object.defineProperty(image, 'complete', { value: false });
      return image as HTMLImageElement;
    };

    afterEach(() => vi.unstubAllGlobals());

    it('starts the app when the largest image is reported on the screen, not when the frame that drew it ran', async () => {
      renderedPage({ entry: '/tests/app/fixtures/bootEntry.ts', preloads: ['/assets/a.js'] }, 'loading');
      const report = elementTiming();
      const image = imageLoaded();
      await import('../../../src/app/boot/boot');
      image.dispatchEvent(new Event('load'));
      await new Promise((resolve) => setTimeout(resolve, 80));
      // Drawn, but not yet reported on the screen: the scripts would race the page to it.
      expect(preloads()).toEqual([]);

      report(document.createElement('img'));
      expect(preloads()).toEqual([]);
      report(image);
      expect(preloads()).toEqual(['/assets/a.js']);
      expect(startedBecause()).toBe('image shown');
    });

    it('starts the app a moment after that frame all the same when no report comes (the image scrolled away)', async () => {
      renderedPage({ entry: '/tests/app/fixtures/bootEntry.ts', preloads: ['/assets/a.js'] }, 'loading');
      elementTiming();
      const image = imageLoaded();
      await import('../../../src/app/boot/boot');
      image.dispatchEvent(new Event('load'));
      await untilLoaded(() => expect(preloads()).toEqual(['/assets/a.js']));
      expect(startedBecause()).toBe('image drawn');
    });
  });

  it('lets held presses through as plain links and says so when the app cannot load', async () => {
    renderedPage({ entry: '/tests/app/fixtures/no-such-entry.ts', preloads: [] }, 'none');
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await import('../../../src/app/boot/boot');
    const press = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')?.dispatchEvent(press);
    // Held while the app loads.
    expect(press.defaultPrevented).toBe(true);
    await untilLoaded(() =>
      expect(error).toHaveBeenCalledWith(expect.stringMatching(/could not load/), expect.anything()),
    );
    const later = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    document.querySelector('a')?.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
