import { type RefCallback, startTransition, useCallback, useEffect, useState } from 'react';
import { whenIdle } from '../shared/whenIdle';

/** However busy the page, the next section comes by then. */
const REVEAL_WAIT_MS = 500;

/** How far below the screen the next section starts coming: one screen's height ahead of the shopper's scroll. */
const AHEAD = '0px 0px 100% 0px';

/**
 * How many of `total` sections to show: `first` at once, then one more at each idle moment while the end of those
 * shown (the element given to `edge`) is within a screen of being scrolled to. Sections a shopper never scrolls
 * towards (the home's carousels far below the fold) cost a phone nothing: neither the render nor the layout of
 * their cards, which at idle moments still were tasks long enough to hold up a tap. Each comes as a transition,
 * which React renders in slices. Where IntersectionObserver is missing, every idle moment reveals one more.
 */
export function useRevealedCount(total: number, first = 1): { shown: number; edge: RefCallback<Element> } {
  const [shown, setShown] = useState(first);
  const [near, setNear] = useState(typeof IntersectionObserver !== 'function');
  const edge = useCallback<RefCallback<Element>>((element) => {
    if (!element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => setNear(entries.some((entry) => entry.isIntersecting)),
      { rootMargin: AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  useEffect(() => {
    if (!near || shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((count) => count + 1)), REVEAL_WAIT_MS);
  }, [near, shown, total]);
  return { shown: Math.min(shown, total), edge };
}
