/**
 * SPEC §4: strip arrows move the first visible index by a page (6 categories, 5 products), clamped so the last
 * page is full rather than running past the end.
 */
export function pageStep(index: number, total: number, pageSize: number, direction: 'next' | 'prev'): number {
  const last = Math.max(0, total - pageSize);
  const target = direction === 'next' ? index + pageSize : index - pageSize;
  return Math.min(last, Math.max(0, target));
}
