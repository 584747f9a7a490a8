/**
 * What a server-rendered page (server/render/template.ts), its boot script (boot.ts) and the app agree on. Values
 * only: the page carries the boot script inline, so it may share no module with the app's chunks, and the build
 * writes these values into both instead of a module (vite.config.ts, `inlineConst`).
 */

/** What the boot script loads once the page has painted, written as JSON in `#start-plan`. */
export interface StartPlan {
  /** The app's entry module (main.tsx as built). */
  entry: string;
  /** Every module the page starts with (the entry, its imports, the screen and the locale), fetched together. */
  preloads: string[];
}

export const START_PLAN_ID = 'start-plan';
/**
 * The `elementtiming` of an image drawn eagerly (SafeImage): Chromium then reports the moment the image is on the
 * screen, not only drawn, and the boot script starts the app at that report (boot.ts).
 */
export const EAGER_IMAGE_TIMING = 'eager-image';
/**
 * The User Timing mark the boot script sets as it asks for the app's modules, its detail what let it: the page's
 * largest image reported on the screen, the frame that drew it (where no report comes), or the wait's limit.
 */
export const APP_START_MARK = 'app-start';
export type AppStartReason = 'image shown' | 'image drawn' | 'waited enough';
/** The page's `@font-face` rules, in a `<style media="not all">` until the app starts (lateFonts.ts). */
export const LATE_FONTS_ID = 'late-fonts';
/**
 * Dispatched on the document by the app once it has hydrated the page, or given up on it: the presses and typing
 * the boot script held (earlyInput.ts) go through then.
 */
export const EARLY_INPUT_RELEASE = 'shop:release-early-input';

/**
 * The cart as this device last drew it, kept in localStorage under SAVED_CART_KEY (src/app/cart/savedCartView.ts):
 * the markup React rendered for the cart's lines and bar, in `language`, for the `fingerprint` of the lines it
 * drew. The script the server puts in the cart screen's SAVED_CART_SLOT_ID (cartSlot.ts, savedCart.ts) shows it
 * there, so a cold load of /cart has the lines in its first paint instead of after the app and the sync worker.
 */
export interface SavedCartView {
  language: string;
  fingerprint: string;
  html: string;
}

export const SAVED_CART_KEY = 'shop:saved-cart';
export const SAVED_CART_SLOT_ID = 'saved-cart';
