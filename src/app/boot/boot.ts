/**
 * The script every server-rendered page runs, carried inline in its HTML (server/render/template.ts), so it starts
 * with the parse instead of a round trip later; it therefore imports nothing the app's chunks hold. The page is
 * already on screen from its HTML; the app's modules are asked for once the page's largest image (the one with
 * `fetchpriority="high"`) has painted, so on a slow link that image, the text and the inlined styles have the line
 * to themselves, and then the entry, its imports and the screen's chunk are fetched together (the web fonts come
 * later still: ../lateFonts.ts). Presses and typing in the meantime are held (earlyInput.ts) and replayed once
 * React has taken the page over; if the app cannot load, they go through as plain links and buttons.
 */
import { holdEarlyInput } from './earlyInput';
import type { StartPlan } from './handoff';
import { readStartPlan } from './startPlan';

/** However slow that image, the app starts by then. */
const MAX_IMAGE_WAIT_MS = 1_000;

function afterLargestImagePainted(run: () => void) {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    run();
  };
  // The frame after the image arrived is the one that paints it; the task after that frame starts the app.
  const afterNextFrame = () => requestAnimationFrame(() => setTimeout(once, 0));
  const image = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!image || image.complete) afterNextFrame();
  else {
    image.addEventListener('load', afterNextFrame, { once: true });
    image.addEventListener('error', afterNextFrame, { once: true });
  }
  // A hidden tab paints no frame, and a picture on a poor line may take long: neither holds the app back for good.
  setTimeout(once, MAX_IMAGE_WAIT_MS);
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
