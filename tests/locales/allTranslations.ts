import { mergeTranslations } from '../../src/app/i18n/mergeTranslations';
import ar from '../../src/locales/ar.json';
import arLate from '../../src/locales/ar.late.json';
import en from '../../src/locales/en.json';
import enLate from '../../src/locales/en.late.json';

/**
 * Every text of each language, both parts of its locale in one tree (src/app/i18n/localeParts.ts), as the server
 * render holds them: what a test renders with or looks a shown text up in.
 */
export const allTranslations = {
  ar: mergeTranslations(ar, arLate),
  en: mergeTranslations(en, enLate),
} as const;
