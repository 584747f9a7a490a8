/**
 * What the shopper reads after a fault, in both languages. `translated` fails when English or Arabic lacks the
 * key, or when the Arabic is a copy of the English (DESIGN Conventions); `noticeText` renders the screens' own
 * sync notice (src/app/shell/SyncNotice.tsx) with the real resources and no fallback language, so a key
 * missing in Arabic shows up as the key rather than as English.
 */
import i18next from 'i18next';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { expect } from 'vitest';
import { TranslationProvider } from '../../src/app/i18n/translation';
import { SyncNotice } from '../../src/app/shell/SyncNotice';
import type { SyncError } from '../../src/db';
import { allTranslations } from '../locales/allTranslations';

type Resources = { [key: string]: string | Resources };
const resources = { en: allTranslations.en as Resources, ar: allTranslations.ar as Resources };
export type Language = keyof typeof resources;

function lookup(tree: Resources, key: string): string | undefined {
  let node: string | Resources | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** The key's text in both languages; fails the test when either is missing or the Arabic repeats the English. */
export function translated(key: string): Record<Language, string> {
  const texts = { en: lookup(resources.en, key), ar: lookup(resources.ar, key) };
  expect(texts.en, `src/locales/en.json or en.late.json has ${key}`).toMatch(/\S/);
  expect(texts.ar, `src/locales/ar.json or ar.late.json has ${key}`).toMatch(/[\u0600-\u06FF]/);
  expect(texts.ar).not.toBe(texts.en);
  return texts as Record<Language, string>;
}

/** The key the sync notice uses for each failure (SyncNotice.tsx): the text the test expects to see rendered. */
export const NOTICE_KEY: Record<SyncError, string> = {
  offline: 'sync.offline',
  timeout: 'sync.error',
  server: 'sync.error',
  invalidResponse: 'sync.invalidResponse',
};

const decode = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

/** The sync notice a screen shows for `error`, rendered in `language` from the real resources. */
export async function noticeText(error: SyncError | null, language: Language): Promise<string> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: language,
    fallbackLng: false,
    resources: { en: { translation: resources.en }, ar: { translation: resources.ar } },
    interpolation: { escapeValue: false },
  });
  return decode(
    renderToStaticMarkup(createElement(TranslationProvider, { i18n }, createElement(SyncNotice, { error }))),
  );
}

/** Asserts the screen's notice for `error` is the translated text of its key, in English and in Arabic. */
export async function expectNotice(error: SyncError | null): Promise<void> {
  expect(error).not.toBeNull();
  const texts = translated(NOTICE_KEY[error as SyncError]);
  expect(await noticeText(error, 'en')).toBe(texts.en);
  expect(await noticeText(error, 'ar')).toBe(texts.ar);
}
