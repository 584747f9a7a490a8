import { describe, expect, it } from 'vitest';
import { allowedTypos, editDistance } from '../../../src/domain/search/typoDistance';

describe('typo tolerance by word length (SPEC §2 Search)', () => {
  it('lets a word of five letters have one typo, of nine two, and a shorter word none', () => {
    expect([3, 4, 5, 8, 9, 12].map(allowedTypos)).toEqual([0, 0, 1, 1, 2, 2]);
  });

  it.each([
    ['a letter dropped', 'سامسنج', 'سامسونج', 1],
    ['a letter added', 'ماكياج', 'مكياج', 1],
    ['a letter changed', 'dishdasa', 'dishdash', 1],
    ['two neighbours swapped', 'samsnug', 'samsung', 1],
    ['two letters dropped', 'kettlbel', 'kettlebell', 2],
    ['the same word', 'phone', 'phone', 0],
  ])('counts %s as %s', (_, typed, known, edits) => {
    expect(editDistance(typed, known, 2)).toBe(edits);
  });

  it('gives up on words further apart than allowed', () => {
    expect(editDistance('shirt', 'shorts', 1)).toBeNull();
    expect(editDistance('kettle', 'kettlebell', 2)).toBeNull();
    expect(editDistance('abc', 'xyz', 2)).toBeNull();
  });

  it('measures long words as well as short ones', () => {
    const long = 'moisturisingcreamforthewholefamily';
    expect(editDistance(long, long.replace('s', 'z'), 1)).toBe(1);
  });
});
