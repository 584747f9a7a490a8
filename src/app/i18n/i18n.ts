import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { chooseLanguage, I18N_RETRIES, I18N_RETRY_BASE_MS } from '../../domain';
import { localeBackend } from './localeParts';

export const LANGUAGE_STORAGE_KEY = 'language';
/** The cookie that tells the server which language to render a page in (server/render/language.ts). */
export const LANGUAGE_COOKIE = 'language';
const SUPPORTED = ['ar', 'en'] as const;
export type AppLanguage = (typeof SUPPORTED)[number];

const isAppLanguage = (value: unknown): value is AppLanguage => value === 'ar' || value === 'en';

/** The shopper's stored choice, if any (read before i18next starts, which stores the language it starts in). */
export function storedLanguage(): AppLanguage | null {
  try {
    const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isAppLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

/** The language a server-rendered page was rendered in, from `<html lang>`. */
export function pageLanguage(): AppLanguage {
  return document.documentElement.lang === 'en' ? 'en' : 'ar';
}

/** Stores the language: the next start begins in it (SPEC §1: the stored choice comes first). */
export function storeLanguage(lang: AppLanguage): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // Storage refused (a private window): the cookie below still carries the choice to the server.
  }
}

/**
 * Whether a language i18next starts in or changes to is stored. Off while a server-rendered page hydrates in the
 * language it was rendered in: the storage is read after hydration instead (main.tsx), since the first access to
 * it waits on the browser, and may hold another choice that then wins.
 */
let storing = true;

// i18next sets neither attribute; the whole layout flips from `dir`, so it must follow every change.
function applyDocumentLanguage(language: string) {
  const lang: AppLanguage = language === 'en' ? 'en' : 'ar';
  if (storing) storeLanguage(lang);
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // A web manifest has one language, so there is one per language; installing offers the one in use.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
  // The server renders the next page in the same language (a year, like the stored choice it mirrors).
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox and Safari.
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=31536000; SameSite=Lax`;
}

export interface InitI18nOptions {
  /**
   * Start in this language instead of choosing one: a server-rendered page is hydrated in its own language. It is
   * not stored; the caller reads the stored choice once hydrated, and stores this language or switches to that one.
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
  storing = options.lng === undefined;
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
  storing = true;
  return instance;
}

export function currentLanguage(instance: I18n = i18next): AppLanguage {
  return instance.resolvedLanguage === 'en' ? 'en' : 'ar';
}
