import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  PAYMENT_LANGUAGE,
  toggleLanguage,
} from '../../../src/domain';

describe('language (SPEC §1, §9 Currency and language)', () => {
  it('defaults to Arabic', () => expect(DEFAULT_LANGUAGE).toBe('ar'));
  it('always pays in English', () => expect(PAYMENT_LANGUAGE).toBe('en'));
  it('writes Arabic right-to-left and English left-to-right', () => {
    expect(directionOf('ar')).toBe('rtl');
    expect(directionOf('en')).toBe('ltr');
  });
  it('toggles between the two languages (SPEC §4 Other UI states)', () => {
    expect(toggleLanguage('ar')).toBe('en');
    expect(toggleLanguage('en')).toBe('ar');
  });
  it('recognises only ar and en as languages', () => {
    expect(isLanguage('ar')).toBe(true);
    expect(isLanguage('fr')).toBe(false);
  });
  describe('on a first start without a page language (SPEC §1)', () => {
    it.each([
      ['the stored choice wins over the browser', 'en', ['ar-KW'], 'ar', 'en'],
      ["the browser's first language the shop speaks comes next", null, ['fr-FR', 'en-GB', 'ar'], 'ar', 'en'],
      ['a regional Arabic tag is Arabic', undefined, ['ar-SA'], 'en', 'ar'],
      ['a stored value that is no language is ignored', 'de', ['AR-kw'], 'en', 'ar'],
      ["else the page's language", null, ['fr', 'de-DE'], 'en', 'en'],
    ] as const)('%s', (_case, stored, browser, page, expected) => {
      expect(chooseLanguage(stored, browser, page)).toBe(expected);
    });
    it('falls back to Arabic when nothing else says', () => expect(chooseLanguage(null, [])).toBe('ar'));
  });
});
