import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, cookieValue, I18N_RETRIES, I18N_RETRY_BASE_MS, LANGUAGE_COOKIE } from '../../domain';
import { localeBackend } from './localeParts';

const SUPPORTED = ['ar', 'en'] as const;
export type AppLanguage = (typeof SUPPORTED)[number];

const isAppLanguage = (value: unknown): value is AppLanguage => value === 'ar' || value === 'en';

/**
 * The shopper's stored choice, if any: the language cookie, the one store of it, which the server renders pages
 * in too. A server-rendered page is already in it, so only a start without one (the offline shell) reads it.
 */
function storedLanguage(): AppLanguage | null {
  const value = cookieValue(document.cookie, LANGUAGE_COOKIE);
  return isAppLanguage(value) ? value : null;
}

/** The language a server-rendered page was rendered in, from `<html lang>`. */
export function pageLanguage(): AppLanguage {
  return document.documentElement.lang === 'en' ? 'en' : 'ar';
}

// i18next sets neither attribute; the whole layout flips from `dir`, so it must follow every change.
function applyDocumentLanguage(language: string) {
  const lang: AppLanguage = language === 'en' ? 'en' : 'ar';
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // A web manifest has one language, so there is one per language; installing offers the one in use.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
  // The stored choice (SPEC §1), for a year from the last start: the server renders the next page in it.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

export interface InitI18nOptions {
  /**
   * Start in this language instead of choosing one: a server-rendered page is hydrated in the language the server
   * chose by the same rule (the stored choice, then the browser's).
   */
  lng?: AppLanguage;
}

/**
 * SPEC §1: the stored choice first, then the browser language, then the page language (index.html says `ar`, so a
 * browser in neither language lands on Arabic, the shop's default). Only the language started in is fetched, and of
 * it only the first part unless a screen needs the late one (localeParts.ts): the two locales hold the same keys,
 * split the same way (tests/locales), so nothing falls back to the other.
 */
export async function initI18n(instance: I18n = i18next, options: InitI18nOptions = {}): Promise<I18n> {
  instance.on('languageChanged', applyDocumentLanguage);
  const lng = options.lng ?? chooseLanguage(storedLanguage(), navigator.languages ?? [], pageLanguage());
  await instance
    .use(localeBackend(instance))
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED],
      load: 'languageOnly',
      lng,
      fallbackLng: false,
      // SPEC §9: five tries, 350 ms doubling (i18next doubles retryTimeout itself).
      maxRetries: I18N_RETRIES,
      retryTimeout: I18N_RETRY_BASE_MS,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(instance.resolvedLanguage ?? 'ar');
  return instance;
}

export function currentLanguage(instance: I18n = i18next): AppLanguage {
  return instance.resolvedLanguage === 'en' ? 'en' : 'ar';
}
