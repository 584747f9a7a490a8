import { describe, expect, it } from 'vitest';
import { literalPattern, mergeSearchIds, normaliseSearchQuery } from '../../../src/domain';

describe('the words a search sends (SPEC §2 Search; docs/API.md search)', () => {
  it('trims, collapses spaces and stops at the 100 characters the server accepts', () => {
    expect(normaliseSearchQuery('  red   shirt ')).toBe('red shirt');
    expect(normaliseSearchQuery('a'.repeat(120))).toHaveLength(100);
  });

  it('matches what the shopper typed literally', () => {
    expect(new RegExp(literalPattern('2.5 (L)'), 'i').test('Pot 2.5 (l)')).toBe(true);
    expect(new RegExp(literalPattern('2.5'), 'i').test('245')).toBe(false);
  });

  it('lists the local matches first and each product once', () => {
    expect(mergeSearchIds([3, 1], [1, 7, 3, 9])).toEqual([3, 1, 7, 9]);
  });
});
