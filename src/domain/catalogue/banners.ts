import { SWIPE_THRESHOLD_PX } from '../shared/constants';
import type { Direction } from '../shared/language';

/** SPEC §4: the slider loops. */
export function nextSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index + 1) % count;
}

export function prevSlide(index: number, count: number): number {
  return count <= 0 ? 0 : (index - 1 + count) % count;
}

/**
 * SPEC §4: a swipe over 50 px changes the slide. `dx` is end minus start; dragging left shows the next slide in
 * LTR and the previous one in RTL, where the slides run the other way.
 */
export function swipeDirection(dx: number, dir: Direction): 'next' | 'prev' | null {
  if (Math.abs(dx) <= SWIPE_THRESHOLD_PX) return null;
  const towardsStart = dx < 0;
  return towardsStart === (dir === 'ltr') ? 'next' : 'prev';
}
