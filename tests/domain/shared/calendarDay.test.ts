import { describe, expect, it } from 'vitest';
import { calendarDayAt, MS_PER_DAY, weekdayOf } from '../../../src/domain';

describe('calendar days', () => {
  it('numbers days from 1 January 1970 and names their weekday as getUTCDay does', () => {
    for (const iso of ['1970-01-01', '2026-12-10', '1969-12-28', '2027-02-28']) {
      const at = Date.parse(`${iso}T00:00:00Z`);
      expect(calendarDayAt(at, 0)).toBe(at / MS_PER_DAY);
      expect(weekdayOf(calendarDayAt(at, 0))).toBe(new Date(at).getUTCDay());
    }
  });

  it('takes the day an instant falls on at an offset from UTC', () => {
    const lateThursday = Date.parse('2026-12-10T22:30:00Z');
    expect(weekdayOf(calendarDayAt(lateThursday, 0))).toBe(4);
    expect(weekdayOf(calendarDayAt(lateThursday, 180))).toBe(5);
  });
});
