import { SWIPE_DELETE_MAX_PX, SWIPE_DELETE_THRESHOLD_PX } from '../shared/constants';
import type { Direction } from '../shared/language';

/**
 * SPEC §2/§9 Cart: swipe left to delete, 50 px threshold, 80 px maximum drag. "Left" is read as "towards the
 * reading start": left in English, right in Arabic, the way phone mail apps mirror their swipe actions in RTL, so
 * the delete action is always revealed at the line's inline end.
 *
 * `dx` is the pointer's physical movement (end minus start, positive to the right). The answer is how far the line
 * moves towards the reading start, between 0 and 80: a drag the other way does nothing.
 */
export function swipeDeleteOffset(dx: number, dir: Direction): number {
  const towardsStart = dir === 'ltr' ? -dx : dx;
  return Math.min(SWIPE_DELETE_MAX_PX, Math.max(0, towardsStart));
}

/** Released at or beyond the threshold, the line is deleted; short of it, the line springs back. */
export function swipeDeletes(dx: number, dir: Direction): boolean {
  return swipeDeleteOffset(dx, dir) >= SWIPE_DELETE_THRESHOLD_PX;
}
