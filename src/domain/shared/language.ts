export type Language = 'ar' | 'en';
export type Direction = 'rtl' | 'ltr';

/** SPEC §1: Arabic is the default stored in the auth state. */
export const DEFAULT_LANGUAGE: Language = 'ar';

/** SPEC §1: the payment provider always receives English, whatever the interface language. */
export const PAYMENT_LANGUAGE: Language = 'en';

/**
 * The cookie holding the shopper's stored choice (SPEC §1), a year from the last start: the server renders a page in
 * it and the client starts in it, so both read the one store.
 */
export const LANGUAGE_COOKIE = 'language';

export function isLanguage(value: unknown): value is Language {
  return value === 'ar' || value === 'en';
}

export function directionOf(lang: Language): Direction {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** SPEC §4: the profile toggle switches between the two languages. */
export function toggleLanguage(lang: Language): Language {
  return lang === 'ar' ? 'en' : 'ar';
}

/**
 * SPEC §1: the shopper's stored choice, else the first of the browser's languages the shop speaks (`ar-KW` is
 * Arabic), else the fallback (the page's own language, Arabic by default).
 */
export function chooseLanguage(
  stored: unknown,
  browserLanguages: readonly string[],
  fallback: Language = DEFAULT_LANGUAGE,
): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const base = tag.split('-')[0]?.toLowerCase();
    if (isLanguage(base)) return base;
  }
  return fallback;
}
