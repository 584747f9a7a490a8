import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../src/app/i18n/i18n';
import { loadLateTranslations } from '../../../src/app/i18n/localeParts';
import { allTranslations } from '../../locales/allTranslations';

/** Texts only a screen a first visit does not land on shows (the checkout, login, a payment's return). */
const LATE_KEYS = ['checkout.title', 'login.title', 'payment.title'] as const;

const startIn = (lng: 'ar' | 'en', instance: I18n = i18next.createInstance()) => initI18n(instance, { lng });

function expectLateTexts(i18n: I18n, lng: 'ar' | 'en') {
  for (const key of LATE_KEYS) expect(i18n.t(key, { lng }), key).toBe(textOf(lng, key));
}

function textOf(lng: 'ar' | 'en', key: string): string {
  let node: unknown = allTranslations[lng];
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  return node as string;
}

describe('the locale of a language, loaded in two parts (a first visit fetches only the texts it shows)', () => {
  it('starts with the first part only: the shell and the first-visit screens, not the late screens', async () => {
    const i18n = await startIn('ar');
    expect(i18n.t('nav.home')).toBe(textOf('ar', 'nav.home'));
    expect(i18n.t('payment.resumedPlaced')).toBe(textOf('ar', 'payment.resumedPlaced'));
    for (const key of LATE_KEYS) expect(i18n.exists(key), key).toBe(false);
  });

  it('adds the late part of the language shown when a late screen needs it, keeping the first', async () => {
    const i18n = await startIn('en');
    await loadLateTranslations(i18n);
    expectLateTexts(i18n, 'en');
    expect(i18n.t('payment.resumedPlaced')).toBe(textOf('en', 'payment.resumedPlaced'));
    expect(i18n.t('nav.home')).toBe(textOf('en', 'nav.home'));
  });

  it('reads a language switched to afterwards whole, so a late screen shows its texts in it at once', async () => {
    const i18n = await startIn('en');
    await loadLateTranslations(i18n);
    await i18n.changeLanguage('ar');
    expectLateTexts(i18n, 'ar');
  });

  it('reads again, whole, a language shown before a late screen was opened when the shopper switches back', async () => {
    const i18n = await startIn('ar');
    await i18n.changeLanguage('en');
    await loadLateTranslations(i18n);
    await i18n.changeLanguage('ar');
    expectLateTexts(i18n, 'ar');
  });

  it('starts with the late part when a late screen was loaded before i18next started (a page hydrating)', async () => {
    const instance = i18next.createInstance();
    await loadLateTranslations(instance);
    const i18n = await startIn('ar', instance);
    expectLateTexts(i18n, 'ar');
  });

  it('loads the late part once, however many late screens ask for it', async () => {
    const i18n = await startIn('en');
    const first = loadLateTranslations(i18n);
    expect(loadLateTranslations(i18n)).toBe(first);
    await first;
  });
});
