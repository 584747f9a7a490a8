import { describe, expect, it } from 'vitest';
import { LeastRecentlyUsed } from '../../server/least-recently-used';

describe('a least-recently-used map (server/least-recently-used.ts)', () => {
  it('holds at most its capacity of weight, dropping the least recently used first', () => {
    const kept = new LeastRecentlyUsed<string>(10, (value) => value.length);
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    expect(kept.get('a')).toBe('aaaa');
    kept.set('c', 'cccc');
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    // Replacing a value weighs only the new one.
    kept.set('a', 'a');
    kept.set('d', 'ddddd');
    expect(kept.size).toBe(3);
  });

  it('keeps nothing heavier than its whole capacity, and forgets everything on clear', () => {
    const kept = new LeastRecentlyUsed<string>(3, (value) => value.length);
    kept.set('long', 'xxxx');
    expect(kept.get('long')).toBeUndefined();
    kept.set('x', 'x');
    kept.clear();
    expect(kept.size).toBe(0);
    kept.set('y', 'yyy');
    expect(kept.get('y')).toBe('yyy');
  });
});
