import { useEffect, useRef } from 'react';
import type { CartItem, Language } from '../../domain';
import { SAVED_CART_KEY, type SavedCartView } from '../boot/handoff';
import { useShopState } from '../data/EventLogContext';
import { whenHidden } from '../shared/whenHidden';
import { whenIdle } from '../shared/whenIdle';

/** However busy the page, a changed cart's saved view is gone by then. */
const FORGET_WAIT_MS = 1_000;

/** FNV-1a of the lines as stored: a change to anything a line shows changes it. */
function fingerprintOf(items: readonly CartItem[]): string {
  const text = JSON.stringify(items);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

// Storage may be refused (a private window) or full: the cart then waits for the database on a cold load, as it
// always could, and nothing the shopper has is touched.
function write(view: SavedCartView | null): void {
  try {
    if (view) localStorage.setItem(SAVED_CART_KEY, JSON.stringify(view));
    else localStorage.removeItem(SAVED_CART_KEY);
  } catch {}
}

function savedFingerprint(): string | null {
  try {
    const view = JSON.parse(localStorage.getItem(SAVED_CART_KEY) ?? 'null') as Partial<SavedCartView> | null;
    return typeof view?.fingerprint === 'string' ? view.fingerprint : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the cart screen's drawn lines and bar (the markup inside `element`) for the next cold load of /cart, where
 * the script in the page's slot shows them before the app has started (src/app/boot/cartSlot.ts). An empty cart
 * keeps nothing.
 * `items` is null until the local database has answered.
 */
export function useSaveCartView(
  element: HTMLElement | null,
  items: readonly CartItem[] | null,
  language: Language,
): void {
  useEffect(() => {
    if (items === null) return;
    if (items.length === 0) write(null);
    // The lines' element comes a render after the lines (a ref kept in state): then they are drawn and kept.
    else if (element) write({ language, fingerprint: fingerprintOf(items), html: element.innerHTML });
  }, [element, items, language]);
}

/**
 * On every screen: once the cart differs from the one saved (a line added on a product page, a change in another
 * tab, an order placed), the saved view goes, so a cold load of /cart never shows lines the cart no longer holds.
 * The cart screen saves before this runs (a child's effects run first), so its own changes are kept.
 */
export function useForgetChangedCartView(): void {
  const items = useShopState()?.cart.cartProducts;
  const startedWith = useRef<string | null>(null);
  useEffect(() => {
    if (!items) return;
    const fingerprint = fingerprintOf(items);
    startedWith.current ??= fingerprint;
    const forgetIfChanged = () => {
      const saved = savedFingerprint();
      if (saved !== null && saved !== fingerprint) write(null);
    };
    // The first access to the storage waits on the browser, so the page's start does not make it (DECISIONS "The
    // main thread after first paint"). The cart the page started with was checked by the page that changed it, but
    // for a change pulled from another device as this page started: it is checked as the shopper leaves the page,
    // before any cold load of /cart in this tab. A cart changed since is checked in the next idle moment, as another
    // tab may be opened on /cart meanwhile.
    if (fingerprint === startedWith.current) return whenHidden(forgetIfChanged);
    return whenIdle(forgetIfChanged, FORGET_WAIT_MS);
  }, [items]);
}
