import { startTransition, useEffect, useState } from 'react';

const whenIdle = (run: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 500 });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 16);
  return () => clearTimeout(timer);
};

/**
 * How many of `total` sections to show: `first` at once, then one more each time the main thread is idle. Sections
 * that arrive together after hydration (the home's carousels below the fold) are drawn one at a time, each as a
 * transition that React renders in slices, rather than all in one task that holds up a tap.
 */
export function useRevealedCount(total: number, first = 1): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    return whenIdle(() => startTransition(() => setShown((count) => count + 1)));
  }, [shown, total]);
  return Math.min(shown, total);
}
