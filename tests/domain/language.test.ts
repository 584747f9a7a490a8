import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  PAYMENT_LANGUAGE,
  toggleLanguage,
} from '../../src/domain';

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
});
