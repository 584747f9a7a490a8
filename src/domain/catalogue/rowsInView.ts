/** A stretch of a list's rows, `first` to `last` inclusive; empty when `last` is below `first`. */
export interface RowSpan {
  first: number;
  last: number;
}

export interface RowsInViewInput {
  /** How many rows the list has, all `rowSize` tall (a row's height with the gap below it). */
  rows: number;
  rowSize: number;
  /** Where the list starts and where the view starts, from the same origin (the page's top), and its height. */
  listTop: number;
  viewTop: number;
  viewHeight: number;
  /** Rows drawn beyond the view each way, so a quick fling rarely shows an empty stretch. */
  overscan: number;
}

/**
 * The rows of a windowed list to draw (a long list keeps only what is near the screen): those the view
 * shows and `overscan` more each way. A view above or below the list still gets the rows at that end, so the list is
 * never drawn empty.
 */
export function rowsInView({
  rows,
  rowSize,
  listTop,
  viewTop,
  viewHeight,
  overscan,
}: RowsInViewInput): RowSpan {
  if (rows <= 0 || !(rowSize > 0)) return { first: 0, last: -1 };
  const lastRow = rows - 1;
  const clampRow = (row: number) => Math.min(lastRow, Math.max(0, row));
  const firstSeen = clampRow(Math.floor((viewTop - listTop) / rowSize));
  const lastSeen = Math.max(firstSeen, clampRow(Math.ceil((viewTop + viewHeight - listTop) / rowSize) - 1));
  return { first: Math.max(0, firstSeen - overscan), last: Math.min(lastRow, lastSeen + overscan) };
}

export const sameRowSpan = (a: RowSpan, b: RowSpan): boolean => a.first === b.first && a.last === b.last;
