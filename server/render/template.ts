// Fills the built index.html with a rendered page. The file stays a valid page on its own (the service worker's
// offline shell): its slots are HTML comments, `<!--app-head-->`, `<!--app-html-->` inside #root and
// `<!--app-data-->`, and the language is the `<html lang dir>` it already has.
import { LATE_FONTS_ID, SAVED_CART_SLOT_ID, START_PLAN_ID } from '../../src/app/boot/handoff';
import type { Language } from '../http/language';
import type { PageAssets } from './assets';
import { directionOf } from './language';

export interface FilledPage {
  language: Language;
  /** The markup of #root. */
  html: string;
  /** The live-query results inlined for hydration and the worker (src/db/liveQuery.ts PageData). */
  pageData: unknown;
  assets: PageAssets;
}

/** JSON that is safe inside a `<script>`: no `<` can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<html lang dir>` and the manifest of the page's language. */
export function withLanguage(template: string, language: Language): string {
  return template
    .replace(/<html[^>]*>/, `<html lang="${language}" dir="${directionOf(language)}">`)
    .replace(/href="\/manifest\.(ar|en)\.webmanifest"/, `href="/manifest.${language}.webmanifest"`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The `<link rel="preload" as="image">` React writes at the start of a root it renders without a `<head>`. */
const LEADING_IMAGE_PRELOADS = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * The image preloads React put at the start of `#root` (the LCP image, `fetchpriority="high"`), taken out so they go
 * first in `<head>`: there the browser asks for the image before the entry script and its module preloads, instead
 * of after them, where over HTTP/1.1's six connections per host the image waited behind a score of scripts.
 * Hydration skips such hoisted links, so `#root` without them hydrates the same.
 */
export function splitImagePreloads(html: string): { preloads: string; html: string } {
  const match = LEADING_IMAGE_PRELOADS.exec(html);
  if (!match) return { preloads: '', html };
  return { preloads: match[0], html: html.slice(match[0].length) };
}

/** The entry script and module preloads Vite writes into index.html: a rendered page names the boot script instead. */
const ENTRY_SCRIPTS = /\s*<script type="module"[^>]*><\/script>|\s*<link rel="modulepreload"[^>]*>/g;

const styleText = (css: string) => css.replace(/<\/style/gi, '<\\/style');

/** The opening tag of the cart screen's empty saved-cart slot, as React renders it. */
const SAVED_CART_SLOT = new RegExp(`<div id="${SAVED_CART_SLOT_ID}"[^>]*>(?=</div>)`);

export function fillPage(template: string, page: FilledPage): string {
  const { assets } = page;
  let out = withLanguage(template, page.language).replace(ENTRY_SCRIPTS, '');
  // The entry's stylesheets are inlined below: linking them too would make the first paint wait for them.
  for (const href of assets.entryStylesheets) {
    out = out.replace(new RegExp(`\\s*<link rel="stylesheet"[^>]*href="${escapeRegExp(href)}"[^>]*>`), '');
  }
  const { preloads: images, html: root } = splitImagePreloads(page.html);
  // The cart's lines as this device last drew them are put in by a script in their slot, which the parser runs
  // before the first paint (src/app/boot/cartSlot.ts); hydration leaves the slot's content alone.
  const html = root.replace(SAVED_CART_SLOT, (open) => `${open}<script>${assets.cartSlot.code}</script>`);
  const head = [
    ...(images ? [images] : []),
    `<style>${styleText(assets.css)}</style>`,
    // A disabled stylesheet is never fetched, yet Vite's loader for a lazy screen counts every stylesheet link as
    // loaded: without these, hydrating the screen would first fetch the CSS inlined just above, a round trip more
    // before the screen (and, on the cart, its lines) can show.
    ...assets.screenStylesheets.map((href) => `<link rel="stylesheet" href="${href}" disabled>`),
    // Not applied (so no font is fetched) until the boot script starts the app: the first paint and the largest
    // image do not share the line with a hundred kilobytes of fonts, and the device's own faces show meanwhile.
    ...(assets.fontFaces
      ? [`<style id="${LATE_FONTS_ID}" media="not all">${styleText(assets.fontFaces)}</style>`]
      : []),
    // Inline, so the app's modules are asked for as soon as the page is parsed, not a round trip later; the
    // Content-Security-Policy of the page allows this one script by its hash (pages.ts).
    `<script type="module">${assets.boot.code}</script>`,
  ].join('\n    ');
  // Functions as replacements, so a `$` in the page is never read as a pattern.
  return out
    .replace('<!--app-head-->', () => head)
    .replace('<!--app-html-->', () => html)
    .replace(
      '<!--app-data-->',
      () =>
        `<script type="application/json" id="page-data">${scriptJson(page.pageData)}</script>\n    ` +
        `<script type="application/json" id="${START_PLAN_ID}">${scriptJson(assets.start)}</script>`,
    );
}
