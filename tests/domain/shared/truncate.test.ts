import { describe, expect, it } from 'vitest';
import { TRUNCATE_LIMITS, truncate } from '../../../src/domain';

describe('truncation (SPEC §9 Layout and display)', () => {
  it('uses the SPEC lengths', () => {
    expect(TRUNCATE_LIMITS).toEqual({
      cardTitle: 30,
      cartSubText: 50,
      orderItemName: 25,
      orderDescription: 30,
    });
  });

  it('keeps the first characters and appends … when cut', () => {
    expect(truncate('a'.repeat(31), TRUNCATE_LIMITS.cardTitle)).toBe(`${'a'.repeat(30)}…`);
  });

  it('leaves text at or under the limit alone', () => {
    expect(truncate('a'.repeat(25), TRUNCATE_LIMITS.orderItemName)).toBe('a'.repeat(25));
    expect(truncate(null, 30)).toBe('');
  });

  it('counts Arabic letters and emoji as single characters', () => {
    expect(truncate('😀😀😀', 2)).toBe('😀😀…');
    expect(truncate('منتج رائع', 4)).toBe('منتج…');
  });
});
