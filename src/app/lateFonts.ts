import { LATE_FONTS_ID } from './boot/handoff';

/** However long the screen's data takes, the fonts come by then. */
const AT_THE_LATEST_MS = 4_000;

/**
 * A server-rendered page's web fonts wait in a `<style media="not all">` (server/render/template.ts); they are
 * switched on once the screen shows its data, so a hundred kilobytes of fonts never share a slow line with what
 * the screen is waiting for (the cart's lines come from the local database only after the app has started). Until
 * then, and with JavaScript off, the page reads in the device's own faces.
 */
export function switchOnLateFonts(shown: Promise<unknown>, doc: Document = document): void {
  const fonts = doc.getElementById(LATE_FONTS_ID);
  if (!fonts) return;
  const atTheLatest = new Promise((resolve) => setTimeout(resolve, AT_THE_LATEST_MS));
  void Promise.race([shown, atTheLatest]).then(() =>
    requestAnimationFrame(() => fonts.setAttribute('media', 'all')),
  );
}
