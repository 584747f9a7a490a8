// The language a page is rendered in (SPEC §1, DESIGN "How data flows"): the shopper's stored choice, which the
// client mirrors in the `language` cookie (src/app/i18n/i18n.ts), else the browser's Accept-Language, else Arabic.
import { type Language, pickLanguage } from '../http/language';

export const languageCookie = 'language';

/** The value of one cookie in a Cookie header, or null. */
export function cookieValue(header: string | undefined | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [key, ...rest] = part.split('=');
    if (key?.trim() === name) return rest.join('=').trim();
  }
  return null;
}

export function pageLanguage(headers: {
  cookie?: string | undefined | null;
  acceptLanguage?: string | undefined | null;
}): Language {
  const stored = cookieValue(headers.cookie, languageCookie);
  if (stored === 'ar' || stored === 'en') return stored;
  return pickLanguage(headers.acceptLanguage);
}

export const directionOf = (language: Language): 'rtl' | 'ltr' => (language === 'ar' ? 'rtl' : 'ltr');
