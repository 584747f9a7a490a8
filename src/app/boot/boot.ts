/**
 * The script every server-rendered page runs, carried inline in its HTML (server/render/template.ts), so it starts
 * with the parse instead of a round trip later; it therefore imports nothing the app's chunks hold. The page is
 * already on screen from its HTML; the app's modules are asked for once the page's largest image (the one with
 * `fetchpriority="high"`) is on the screen, so on a slow link that image, the text and the inlined styles have the
 * line to themselves, and then the entry, its imports and the screen's chunk are fetched together (the web fonts
 * come later still: ../lateFonts.ts). Presses and typing in the meantime are held (earlyInput.ts) and replayed once
 * React has taken the page over; if the app cannot load, they go through as plain links and buttons.
 */
import { holdEarlyInput } from './earlyInput';
import { APP_START_MARK, type AppStartReason, type StartPlan } from './handoff';
import { readStartPlan } from './startPlan';

/** However slow that image, the app starts by then. */
const MAX_IMAGE_WAIT_MS = 1_000;
/**
 * Where the browser reports when the image is on the screen, how long after the frame that drew it the app waits
 * for that report: a frame drawn is not yet shown, and an image that never shows (scrolled away) holds nothing up.
 */
const SHOWN_WAIT_MS = 200;

function afterLargestImagePainted(run: () => void) {
  let started = false;
  const once = (why: AppStartReason) => {
    if (started) return;
    started = true;
    performance.mark(APP_START_MARK, { detail: why });
    run();
  };
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  const reported = image !== null && whenShown(image, () => once('image shown'));
  // The frame after the image arrived is the one that draws it; the task after that frame starts the app, or where
  // the browser reports the image shown, that report does.
  const afterNextFrame = () =>
    requestAnimationFrame(() => setTimeout(() => once('image drawn'), reported ? SHOWN_WAIT_MS : 0));
  if (!image || image.complete) afterNextFrame();
  else {
    image.addEventListener('load', afterNextFrame, { once: true });
    image.addEventListener('error', afterNextFrame, { once: true });
  }
  // A hidden tab paints no frame, and a picture on a poor line may take long: neither holds the app back for good.
  setTimeout(() => once('waited enough'), MAX_IMAGE_WAIT_MS);
}

/**
 * Calls `then` once `image` is on the screen, as Element Timing reports it (Chromium), and answers whether it will.
 * The frame that draws the page is shown some milliseconds after the main thread is done with it; the app's
 * scripts asked for in between arrived, on a busy phone, before the page was on the screen, and their running
 * pushed it later still.
 */
function whenShown(image: HTMLImageElement, then: () => void): boolean {
  if (typeof PerformanceObserver !== 'function') return false;
  if (!PerformanceObserver.supportedEntryTypes?.includes('element')) return false;
  const isImage = (entry: PerformanceEntry) =>
    (entry as PerformanceEntry & { element?: Element | null }).element === image;
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntries().some(isImage)) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: 'element', buffered: true });
  return true;
}

function start(plan: StartPlan, releaseInput: () => void) {
  for (const href of plan.preloads) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(/* @vite-ignore */ plan.entry).catch((error: unknown) => {
    releaseInput();
    console.error('The app could not load; the page works as plain links:', error);
  });
}

const plan = readStartPlan();
const root = document.getElementById('root');
if (plan && root) {
  const releaseInput = holdEarlyInput(root);
  afterLargestImagePainted(() => start(plan, releaseInput));
}
