import type { Language } from '../../domain';

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
