import { describe, expect, it } from 'vitest';
import { nextSlide, prevSlide, swipeDirection } from '../../../src/domain';

describe('banner slider (SPEC §4 Other UI states)', () => {
  it('loops forwards and backwards', () => {
    expect(nextSlide(2, 3)).toBe(0);
    expect(nextSlide(0, 3)).toBe(1);
    expect(prevSlide(0, 3)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });

  it('changes slide only for a swipe over 50 px', () => {
    expect(swipeDirection(-50, 'ltr')).toBeNull();
    expect(swipeDirection(-51, 'ltr')).toBe('next');
    expect(swipeDirection(51, 'ltr')).toBe('prev');
  });

  it('reverses the direction in RTL', () => {
    expect(swipeDirection(-51, 'rtl')).toBe('prev');
    expect(swipeDirection(51, 'rtl')).toBe('next');
  });
});
