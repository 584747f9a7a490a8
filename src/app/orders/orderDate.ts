import { type Language, MS_PER_DAY } from '../../domain';

/**
 * An order's date in the interface language (Intl). Latin digits in Arabic too, as prices are shown (money.ts), so
 * an order's date and total read the same way. A date the server sent in a form we cannot read is shown as sent.
 */
export function formatOrderDate(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'medium', numberingSystem: 'latn' }).format(date);
}

/** When an order reached a step: the date and the time of day, as the order's date is written. */
export function formatStepTime(iso: string, lang: Language): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, {
    dateStyle: 'medium',
    timeStyle: 'short',
    numberingSystem: 'latn',
  }).format(date);
}

/**
 * A range of calendar days (src/domain/shared/calendarDay.ts), weekday, day and month in the interface language:
 * "Sun, Dec 13 – Tue, Dec 15", "الأحد، 13 – الثلاثاء، 15 ديسمبر"; one day when the two are the same. The days are
 * read in UTC, as they were counted.
 */
export function formatDayRange(from: number, to: number, lang: Language): string {
  const format = new Intl.DateTimeFormat(lang, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
    numberingSystem: 'latn',
  });
  const [start, end] = [new Date(from * MS_PER_DAY), new Date(to * MS_PER_DAY)];
  return from === to ? format.format(start) : format.formatRange(start, end);
}
