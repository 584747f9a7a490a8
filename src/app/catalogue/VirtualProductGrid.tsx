import { memo, startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ProductDoc } from '../../contract';
import { ProductCard } from './ProductCard';
import { useRowsInView } from './useRowsInView';
import './ProductGrid.css';

/** The grid's columns (ProductGrid.css): 2 on a phone, 5 from the desktop breakpoint. */
const WIDE = '(min-width: 768px)';
const columnsFor = (wide: boolean) => (wide ? 5 : 2);
/** A first guess at a row's height, with its gap, until one is measured. */
const ROW_GUESS = 360;
/** Rows drawn beyond the screen each way, so a quick fling rarely shows an empty stretch. */
const OVERSCAN = 2;
/** How close to the last loaded row the next page is asked for. */
const LOAD_AHEAD_ROWS = 4;

const inBrowser = typeof window !== 'undefined';

function useColumns(): number {
  const [wide, setWide] = useState(() => inBrowser && window.matchMedia(WIDE).matches);
  useEffect(() => {
    const query = window.matchMedia(WIDE);
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return columnsFor(wide);
}

/**
 * A long product grid (a category of thousands) that keeps only the rows near the screen in the page:
 * the rest is space of the right height, so the page scrolls as if every card were there and the browser's work
 * stays the same whatever the list's length. Rows share one height, the tallest measured, so the space is exact.
 * `onNearEnd` asks for the next page as the shopper scrolls towards the last loaded row.
 *
 * The server draws the first screen in it whole (it knows no window), and so does the render that takes that page
 * over; windowing starts with the next. The list the sync worker works out then replaces the products of the same
 * grid: the cards it shares with the server's keep their place in the page instead of being drawn again, which on
 * a slow phone was the longest task of a category's start.
 *
 * Memoised: the screen above renders again for any change to the address, opening search included, and each render
 * of the grid measures its cards, a layout the browser must work out inside that press.
 */
export const VirtualProductGrid = memo(function VirtualProductGrid({
  products,
  total,
  label,
  from,
  onNearEnd,
}: {
  products: ProductDoc[];
  total: number;
  label: string;
  /** Whose list it shows, in the page for the browser tests and the bench to wait on: the server's first screen or
   * the list the sync worker worked out from what the device stores. */
  from: 'server' | 'device';
  onNearEnd: () => void;
}) {
  // The server's first screen is drawn whole, as the server drew it, and windowed once the page is the app's: as a
  // transition, so that second render comes in slices and not inside the task that took the page over. Nothing is
  // measured before: each measure sets state, and a state set in a layout effect renders again in the same task.
  const [windowed, setWindowed] = useState(from === 'device');
  useEffect(() => {
    if (!windowed) startTransition(() => setWindowed(true));
  }, [windowed]);
  const columns = useColumns();
  const holder = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  /** A row's height and the gap below it, once measured. */
  const [row, setRow] = useState<{ size: number; gap: number } | null>(null);
  const [top, setTop] = useState(0);
  const rows = Math.ceil(products.length / columns);

  // Where the grid starts in the page, measured again whenever the page's size changes: what is above it moves as
  // the late fonts arrive or a notice shows, and a stale start would draw the wrong rows.
  useLayoutEffect(() => {
    if (!windowed) return;
    const place = () => setTop((holder.current?.getBoundingClientRect().top ?? 0) + window.scrollY);
    place();
    const watcher = new ResizeObserver(place);
    watcher.observe(document.body);
    return () => watcher.disconnect();
  }, [windowed]);

  // Coming Back, the page is put where it was before this renders: the rows there are drawn, not the first ones,
  // and as many as the window holds from the first windowed render, so the server's cards are never drawn fewer.
  // None are asked for before: the hydrating render must find what the server's did.
  const rowSize = row ? row.size + row.gap : ROW_GUESS;
  const { first: firstRow, last: lastRow } = useRowsInView({
    rows: windowed ? rows : 0,
    rowSize,
    listTop: top,
    overscan: OVERSCAN,
  });

  // The tallest card sets every row's height, kept as it grows (a card with an old price is a line taller): first
  // from rows left to their content, then from any card whose content overflows the row it was given.
  useLayoutEffect(() => {
    const ul = list.current;
    if (!ul || !windowed) return;
    let tallest = 0;
    for (const item of ul.children) {
      const card = item.firstElementChild;
      const height = row === null ? item.getBoundingClientRect().height : (card?.scrollHeight ?? 0);
      tallest = Math.max(tallest, height);
    }
    if (tallest > 0 && (row === null || tallest > row.size + 0.5))
      setRow({ size: tallest, gap: Number.parseFloat(getComputedStyle(ul).rowGap) || 0 });
  });
  useEffect(() => {
    if (rows > 0 && lastRow >= rows - LOAD_AHEAD_ROWS && products.length < total) onNearEnd();
  }, [lastRow, rows, products.length, total, onNearEnd]);

  const first = windowed ? firstRow * columns : 0;
  const visible = windowed ? products.slice(first, (lastRow + 1) * columns) : products;
  return (
    <div
      ref={holder}
      className="virtual-grid"
      data-from={from}
      style={windowed ? { blockSize: rows * rowSize } : undefined}
    >
      <ul
        ref={list}
        className="product-grid"
        aria-label={label}
        style={
          windowed
            ? {
                transform: `translateY(${firstRow * rowSize}px)`,
                gridAutoRows: row ? `${row.size}px` : undefined,
              }
            : undefined
        }
      >
        {visible.map((product, index) => (
          <li key={product.id} aria-setsize={total} aria-posinset={first + index + 1}>
            <ProductCard product={product} eager={first + index < 2} />
          </li>
        ))}
      </ul>
    </div>
  );
});
