/**
 * Puts the cart as this device last drew it into the cart screen's empty slot, before the app has loaded. The cart
 * is private, so the server renders the screen without its lines (DESIGN "How data flows"), and the lines otherwise
 * wait for the app's hundred kilobytes and the sync worker: on a slow phone line, a second after the page. What is
 * put here is the app's own markup of the cart (src/app/cart/savedCartView.ts), kept only while it matches the
 * stored cart; the app replaces it with the live lines as soon as the worker answers. A view in another language
 * than the page's is not shown, and neither is anything that does not parse as one.
 *
 * Until then the saved lines are a picture: a press on one of their buttons is held, and focus noted, and both move
 * to the same control of the live lines when these replace them, if these show the same cart (the same text). A
 * cart that changed meanwhile drops the press rather than press a button of another line.
 */
import { SAVED_CART_KEY, SAVED_CART_SLOT_ID, type SavedCartView } from './handoff';

const PRESSABLE = 'button, a[href]';

function readView(storage: () => Storage): SavedCartView | null {
  try {
    const view: unknown = JSON.parse(storage().getItem(SAVED_CART_KEY) ?? 'null');
    if (typeof view !== 'object' || view === null) return null;
    const { language, html } = view as Partial<SavedCartView>;
    return typeof language === 'string' && typeof html === 'string' ? (view as SavedCartView) : null;
  } catch {
    // Storage refused (a private window) or the value is not JSON: the screen fills from the database as before.
    return null;
  }
}

/** The child indexes from `ancestor` down to `node`. */
function pathTo(ancestor: Element, node: Element): number[] {
  const path: number[] = [];
  for (let at: Element = node; at !== ancestor && at.parentElement; at = at.parentElement) {
    path.unshift([...at.parentElement.children].indexOf(at));
  }
  return path;
}

const follow = (from: Element, path: readonly number[]): Element | null =>
  path.reduce<Element | null>((at, index) => at?.children[index] ?? null, from);

/** Holds presses and notes focus in the saved lines, and hands both to the live lines that replace them. */
function handOver(slot: HTMLElement, doc: Document) {
  const shown = slot.textContent;
  const pressed: number[][] = [];
  let focused: number[] | null = null;
  slot.addEventListener(
    'click',
    (event) => {
      const target = (event.target as Element | null)?.closest(PRESSABLE);
      if (!target || !slot.contains(target)) return;
      event.preventDefault();
      event.stopPropagation();
      pressed.push(pathTo(slot, target));
    },
    true,
  );
  slot.addEventListener('focusin', (event) => {
    focused = event.target instanceof Element ? pathTo(slot, event.target) : null;
  });
  // Focus moved elsewhere is forgotten; focus lost with the removed lines (no next element) is what moves over.
  slot.addEventListener('focusout', (event) => {
    if (event.relatedTarget) focused = null;
  });
  const root = slot.closest('#root') ?? doc.body;
  const observer = new MutationObserver(() => {
    if (slot.isConnected) return;
    observer.disconnect();
    const live = root.querySelector<HTMLElement>('.cart-screen__contents');
    if (!live || live.textContent !== shown) return;
    const focusLost = doc.activeElement === null || doc.activeElement === doc.body;
    if (focused && focusLost) (follow(live, focused) as HTMLElement | null)?.focus();
    for (const path of pressed) (follow(live, path) as HTMLElement | null)?.click();
  });
  observer.observe(root, { childList: true, subtree: true });
}

export function showSavedCart(doc: Document = document, storage: () => Storage = () => localStorage): void {
  const slot = doc.getElementById(SAVED_CART_SLOT_ID);
  if (!slot) return;
  const view = readView(storage);
  if (!view || view.language !== doc.documentElement.lang) return;
  slot.innerHTML = view.html;
  handOver(slot, doc);
}
