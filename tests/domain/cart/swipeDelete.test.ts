import { describe, expect, it } from 'vitest';
import {
  SWIPE_DELETE_MAX_PX,
  SWIPE_DELETE_THRESHOLD_PX,
  swipeDeleteOffset,
  swipeDeletes,
} from '../../../src/domain';

describe('swipe to delete a cart line (SPEC §2 Cart, §9: 50 px threshold, 80 px maximum drag)', () => {
  it('uses the SPEC constants', () => {
    expect([SWIPE_DELETE_THRESHOLD_PX, SWIPE_DELETE_MAX_PX]).toEqual([50, 80]);
  });

  it('moves the line left in English, up to 80 px, and not at all to the right', () => {
    expect(swipeDeleteOffset(-30, 'ltr')).toBe(30);
    expect(swipeDeleteOffset(-200, 'ltr')).toBe(80);
    expect(swipeDeleteOffset(40, 'ltr')).toBe(0);
  });

  it('is mirrored in Arabic: the swipe goes right, towards the reading start', () => {
    expect(swipeDeleteOffset(30, 'rtl')).toBe(30);
    expect(swipeDeleteOffset(200, 'rtl')).toBe(80);
    expect(swipeDeleteOffset(-40, 'rtl')).toBe(0);
  });

  it('deletes from 50 px on and springs back short of it', () => {
    expect(swipeDeletes(-49, 'ltr')).toBe(false);
    expect(swipeDeletes(-50, 'ltr')).toBe(true);
    expect(swipeDeletes(-500, 'ltr')).toBe(true);
    expect(swipeDeletes(60, 'ltr')).toBe(false);
    expect(swipeDeletes(60, 'rtl')).toBe(true);
  });
});
