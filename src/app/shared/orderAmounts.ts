import { formatKd, type Language } from '../../domain';

const CURRENCY: Record<Language, string> = { en: 'KD', ar: 'د.ك' };

/**
 * An order's discount as what it does to the total: taken off, so it carries a minus sign (none when there is no
 * discount), the same on checkout's summary and the order's price details. The number is written by Intl in the
 * shopper's language, with Latin digits and 2 decimals like every other amount of the shop (formatKd); in Arabic
 * Intl marks the sign's direction, so it stays in front of the number inside right-to-left text.
 */
export function discountAmount(discountFils: number, lang: Language): string {
  const number = new Intl.NumberFormat(lang, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
    numberingSystem: 'latn',
  }).format(-Math.round(discountFils / 10) / 100);
  return `${number} ${CURRENCY[lang]}`;
}

/**
 * An order's delivery: "Free" when it costs nothing, else the amount, so checkout, the confirmation pages and the
 * order say the same thing. `free` is the word in the shopper's language.
 */
export function deliveryAmount(deliveryFils: number, lang: Language, free: string): string {
  return deliveryFils === 0 ? free : formatKd(deliveryFils, lang);
}
