/**
 * Event ids sort in time order as plain strings (like a ULID), so the log, the outbox and a projection's
 * "last applied" cursor all compare with `<`. Time, counter and suffix are passed in: src/domain reads no clock
 * and draws no random numbers.
 */

const TIME_WIDTH = 10; // 36^10 ms reaches the year 115 000
const COUNTER_WIDTH = 4; // 36^4 = 1 679 616 events within one millisecond
const SUFFIX = /^[0-9a-z]+$/;

function fixedBase36(value: number, width: number, what: string): string {
  if (!Number.isSafeInteger(value) || value < 0 || value >= 36 ** width) {
    throw new RangeError(`Not an event ${what}: ${value}`);
  }
  return value.toString(36).padStart(width, '0');
}

/**
 * Fixed-width base-36 time, then counter (orders events of one millisecond in one tab), then a lowercase base-36
 * suffix (tells two tabs apart when their time and counter collide).
 */
export function makeEventId(timeMs: number, counter: number, randomSuffix: string): string {
  if (!SUFFIX.test(randomSuffix)) throw new RangeError(`Not an event id suffix: ${randomSuffix}`);
  return `${fixedBase36(timeMs, TIME_WIDTH, 'time')}${fixedBase36(counter, COUNTER_WIDTH, 'counter')}${randomSuffix}`;
}

/** Code-unit order, not locale order: ids are ASCII and must compare the same in every runtime. */
export function compareEventIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * An id right after `id` and before any id made for a later time or counter: '~' sorts after every base-36
 * character. The snapshot takes it, so it never shares a key with the event it was folded up to.
 */
export function idJustAfter(id: string): string {
  return `${id}~`;
}
