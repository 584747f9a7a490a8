import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { lazyLocaleBackend } from './lazyLocaleBackend';

export const LANGUAGE_STORAGE_KEY = 'language';
const SUPPORTED = ['ar', 'en'] as const;
export type AppLanguage = (typeof SUPPORTED)[number];

// i18next sets neither attribute; the whole layout flips from `dir`, so it must follow every change.
function applyDocumentLanguage(language: string) {
  const lang: AppLanguage = language === 'en' ? 'en' : 'ar';
  document.documentElement.lang = lang;
  document.documentElement.dir = lang === 'ar' ? 'rtl' : 'ltr';
  // A web manifest has one language, so there is one per language; installing offers the one in use.
  document.querySelector('link[rel="manifest"]')?.setAttribute('href', `/manifest.${lang}.webmanifest`);
}

/**
 * SPEC §1: the stored choice first, then the browser language, then the page language (index.html says `ar`, so a
 * browser in neither language lands on Arabic, the shop's default). Missing keys fall back to English.
 */
export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', applyDocumentLanguage);
  await instance
    .use(lazyLocaleBackend)
    .use(LanguageDetector)
    .use(initReactI18next)
    .init({
      supportedLngs: [...SUPPORTED],
      nonExplicitSupportedLngs: true,
      load: 'languageOnly',
      fallbackLng: 'en',
      maxRetries: 5,
      retryTimeout: 350,
      interpolation: { escapeValue: false },
      detection: {
        order: ['localStorage', 'navigator', 'htmlTag'],
        lookupLocalStorage: LANGUAGE_STORAGE_KEY,
        caches: ['localStorage'],
      },
      react: { useSuspense: false },
    });
  applyDocumentLanguage(instance.resolvedLanguage ?? 'ar');
  return instance;
}

export function currentLanguage(instance: I18n = i18next): AppLanguage {
  return instance.resolvedLanguage === 'en' ? 'en' : 'ar';
}
