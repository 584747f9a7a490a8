// The language a page is rendered in (SPEC §1, DESIGN "How data flows"): the shopper's stored choice, kept in the
// `language` cookie (src/app/i18n/i18n.ts), else the browser's Accept-Language, else Arabic.
import { cookieValue } from '../../src/domain/shared/cookieValue';
import { LANGUAGE_COOKIE } from '../../src/domain/shared/language';
import { type Language, pickLanguage } from '../http/language';

export function pageLanguage(headers: {
  cookie?: string | undefined | null;
  acceptLanguage?: string | undefined | null;
}): Language {
  const stored = cookieValue(headers.cookie, LANGUAGE_COOKIE);
  if (stored === 'ar' || stored === 'en') return stored;
  return pickLanguage(headers.acceptLanguage);
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
