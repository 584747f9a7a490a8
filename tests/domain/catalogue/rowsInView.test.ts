import { describe, expect, it } from 'vitest';
import { rowsInView, sameRowSpan } from '../../../src/domain';

// A phone's view (800 px) over a list of 1,300 rows of 360 px starting 200 px down the page.
const list = { rows: 1_300, rowSize: 360, listTop: 200, viewHeight: 800, overscan: 2 };

describe('the rows of a windowed list to draw (only what is near the screen)', () => {
  it('are those the view shows, and the overscan beyond them each way', () => {
    // The view 0-800 shows rows 0 (200-560) and 1 (560-920).
    expect(rowsInView({ ...list, viewTop: 0 })).toEqual({ first: 0, last: 3 });
    // 10,000-10,800 shows rows 27 (9,920-10,280) to 29 (10,640-11,000).
    expect(rowsInView({ ...list, viewTop: 10_000 })).toEqual({ first: 25, last: 31 });
  });

  it('do not count a row that ends where the view starts, or one that starts where it ends', () => {
    // 560-1,360: row 0 ends at 560, row 3 starts at 1,280 and row 4 at 1,640.
    expect(rowsInView({ ...list, viewTop: 560, overscan: 0 })).toEqual({ first: 1, last: 3 });
    expect(rowsInView({ ...list, viewTop: 480, overscan: 0 })).toEqual({ first: 0, last: 2 });
  });

  it('stay within the list when the view is above it, below it, or the list is short', () => {
    expect(rowsInView({ ...list, listTop: 5_000, viewTop: 0 })).toEqual({ first: 0, last: 2 });
    expect(rowsInView({ ...list, viewTop: 10_000_000 })).toEqual({ first: 1_297, last: 1_299 });
    expect(rowsInView({ ...list, rows: 2, viewTop: 0 })).toEqual({ first: 0, last: 1 });
  });

  it('are none for an empty list or rows not measured to any height', () => {
    expect(rowsInView({ ...list, rows: 0, viewTop: 0 })).toEqual({ first: 0, last: -1 });
    expect(rowsInView({ ...list, rowSize: 0, viewTop: 0 })).toEqual({ first: 0, last: -1 });
    expect(rowsInView({ ...list, rowSize: Number.NaN, viewTop: 0 })).toEqual({ first: 0, last: -1 });
  });

  it('tell when two stretches are the same rows', () => {
    expect(sameRowSpan({ first: 1, last: 4 }, { first: 1, last: 4 })).toBe(true);
    expect(sameRowSpan({ first: 1, last: 4 }, { first: 1, last: 5 })).toBe(false);
  });
});
