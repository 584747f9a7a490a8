import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentLanguage, initI18n } from '../../../src/app/i18n/i18n';

const cookieLanguage = () => /(?:^|; )language=(\w+)/.exec(document.cookie)?.[1] ?? null;

afterEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: the test clears the cookie the code under test writes.
  document.cookie = 'language=; path=/; max-age=0';
  vi.unstubAllGlobals();
});

describe('the language the app starts in (SPEC §1: the stored choice, the browser language, the page language)', () => {
  it('is the choice stored in the language cookie, over the browser language', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a choice stored on an earlier visit.
    document.cookie = 'language=en; path=/';
    vi.stubGlobal('navigator', { ...navigator, languages: ['ar-KW', 'ar'] });
    const i18n = await initI18n(i18next.createInstance());
    expect(currentLanguage(i18n)).toBe('en');
    expect(document.documentElement).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('is the browser language without a stored choice, and is then stored in the cookie', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['ar-KW'] });
    expect(cookieLanguage()).toBeNull();
    const i18n = await initI18n(i18next.createInstance());
    expect(currentLanguage(i18n)).toBe('ar');
    expect(cookieLanguage()).toBe('ar');
  });

  it("stores a server-rendered page's language, and a change made on screen", async () => {
    const i18n = await initI18n(i18next.createInstance(), { lng: 'en' });
    expect(cookieLanguage()).toBe('en');
    await i18n.changeLanguage('ar');
    expect(cookieLanguage()).toBe('ar');
    expect(document.documentElement).toMatchObject({ lang: 'ar', dir: 'rtl' });
  });
});
