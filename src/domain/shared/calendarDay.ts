/**
 * Days of the calendar as whole numbers, day 0 being 1 January 1970, so a rule can count days and weekdays
 * without a clock or the `Date` object (DESIGN: the domain is pure). The screens turn a day back into a date to
 * show it (`day * MS_PER_DAY` read in UTC).
 */
export const MS_PER_DAY = 86_400_000;

/** The calendar day an instant falls on at a fixed offset from UTC. */
export function calendarDayAt(epochMs: number, utcOffsetMinutes: number): number {
  return Math.floor((epochMs + utcOffsetMinutes * 60_000) / MS_PER_DAY);
}

/** 0 for Sunday to 6 for Saturday, as `Date.prototype.getUTCDay` counts: day 0 was a Thursday. */
export function weekdayOf(day: number): number {
  return (((day + 4) % 7) + 7) % 7;
}
