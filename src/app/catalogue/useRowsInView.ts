import { useCallback, useRef, useSyncExternalStore } from 'react';
import { type RowSpan, type RowsInViewInput, rowsInView, sameRowSpan } from '../../domain';

type ListLayout = Omit<RowsInViewInput, 'viewTop' | 'viewHeight'>;

function onViewChange(change: () => void): () => void {
  window.addEventListener('scroll', change, { passive: true });
  window.addEventListener('resize', change);
  return () => {
    window.removeEventListener('scroll', change);
    window.removeEventListener('resize', change);
  };
}

/**
 * The rows of a list in the page's own scroll to draw (`rowsInView`), for the view as it is now: from the first
 * render (coming Back, the page is put where it was before the list renders) and again as the page scrolls or the
 * window resizes. The list renders again only when the rows change, and at once, within the scroll's frame, so a
 * fling does not outrun it (an external store's change is rendered synchronously).
 */
export function useRowsInView(layout: ListLayout): RowSpan {
  const { rows, rowSize, listTop, overscan } = layout;
  // The same rows answer the same object: React renders again whenever the answer is another.
  const last = useRef<RowSpan>({ first: 0, last: -1 });
  const inView = useCallback(
    (viewTop: number, viewHeight: number) => {
      const span = rowsInView({ rows, rowSize, listTop, overscan, viewTop, viewHeight });
      if (!sameRowSpan(span, last.current)) last.current = span;
      return last.current;
    },
    [rows, rowSize, listTop, overscan],
  );
  return useSyncExternalStore(
    onViewChange,
    () => inView(window.scrollY, window.innerHeight),
    // The server knows no window: its render draws the list whole (and so does the hydrating one, which finds it).
    () => inView(0, 0),
  );
}
