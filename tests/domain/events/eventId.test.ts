import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compareEventIds, idJustAfter, makeEventId } from '../../../src/domain';

const stamp = fc.record({
  time: fc.integer({ min: 0, max: 4_102_444_800_000 }), // up to 2100
  counter: fc.integer({ min: 0, max: 36 ** 4 - 1 }),
  suffix: fc.stringMatching(/^[0-9a-z]{1,8}$/),
});

describe('event ids (DESIGN Event sourcing: a time-sortable id)', () => {
  it('sort as strings in the order of their time, then their counter', () => {
    fc.assert(
      fc.property(stamp, stamp, (a, b) => {
        const byStamp = a.time - b.time || a.counter - b.counter;
        const byId = compareEventIds(
          makeEventId(a.time, a.counter, a.suffix),
          makeEventId(b.time, b.counter, b.suffix),
        );
        return byStamp === 0 || Math.sign(byStamp) === byId;
      }),
    );
  });

  it('have a fixed-width time and counter, so a longer suffix cannot overtake a later time', () => {
    expect(makeEventId(0, 0, 'a')).toBe('00000000000000a');
    expect(compareEventIds(makeEventId(1, 0, 'zzzzzzzz'), makeEventId(2, 0, '0'))).toBe(-1);
  });

  it('tell two tabs apart by the suffix when time and counter collide', () => {
    expect(makeEventId(5, 0, 'taba')).not.toBe(makeEventId(5, 0, 'tabb'));
  });

  it('refuse a time, counter or suffix that would break the order', () => {
    expect(() => makeEventId(-1, 0, 'a')).toThrow(RangeError);
    expect(() => makeEventId(1.5, 0, 'a')).toThrow(RangeError);
    expect(() => makeEventId(0, 36 ** 4, 'a')).toThrow(RangeError);
    expect(() => makeEventId(0, 0, '')).toThrow(RangeError);
    expect(() => makeEventId(0, 0, 'A~')).toThrow(RangeError);
  });

  it('compare by code unit: equal ids give 0', () => {
    expect(compareEventIds('a', 'a')).toBe(0);
    expect(compareEventIds('b', 'a')).toBe(1);
  });

  it('give, right after an id, one that sorts before any later time or counter', () => {
    fc.assert(
      fc.property(stamp, (s) => {
        const id = makeEventId(s.time, s.counter, s.suffix);
        const after = idJustAfter(id);
        const nextCounter = makeEventId(s.time, s.counter + 1 < 36 ** 4 ? s.counter + 1 : 0, '0');
        const nextTime = makeEventId(s.time + 1, 0, '0');
        return (
          compareEventIds(id, after) < 0 &&
          compareEventIds(after, nextTime) < 0 &&
          (s.counter + 1 >= 36 ** 4 || compareEventIds(after, nextCounter) < 0)
        );
      }),
    );
  });
});
