import { describe, expect, it } from 'vitest';
import { directionOf, pageLanguage } from '../../server/render/language';
import { scriptJson, withLanguage } from '../../server/render/template';

describe("the language a page is rendered in (SPEC §1: the stored choice, the browser's, Arabic)", () => {
  it('takes the stored choice from the language cookie first', () => {
    expect(pageLanguage({ cookie: 'language=en', acceptLanguage: 'ar-KW,ar;q=0.9' })).toBe('en');
    expect(pageLanguage({ cookie: 'theme=dark; language=ar', acceptLanguage: 'en-US' })).toBe('ar');
  });

  it("then the browser's Accept-Language, honouring q-values and skipping languages the shop lacks", () => {
    expect(pageLanguage({ acceptLanguage: 'en-US,en;q=0.9' })).toBe('en');
    expect(pageLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9,en;q=0.8,ar;q=0.7' })).toBe('en');
    expect(pageLanguage({ acceptLanguage: 'en;q=0.5,ar;q=0.8' })).toBe('ar');
  });

  it('falls back to Arabic, and ignores a cookie naming no language of the shop', () => {
    expect(pageLanguage({})).toBe('ar');
    expect(pageLanguage({ acceptLanguage: 'fr-FR' })).toBe('ar');
    expect(pageLanguage({ cookie: 'language=fr', acceptLanguage: 'en' })).toBe('en');
    expect(pageLanguage({ cookie: 'language=', acceptLanguage: null })).toBe('ar');
  });

  it('writes lang and dir on <html>, and the manifest of the language', () => {
    const template =
      '<!doctype html>\n<html lang="ar" dir="rtl">\n<head><link rel="manifest" href="/manifest.ar.webmanifest" /></head>';
    const english = withLanguage(template, 'en');
    expect(english.slice(0, 45)).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('href="/manifest.en.webmanifest"');
    expect(withLanguage(english, 'ar')).toBe(template);
    expect(directionOf('ar')).toBe('rtl');
  });
});

describe('the page data inlined in a <script type="application/json">', () => {
  it('cannot close its element or open a comment, and reads back as the same data', () => {
    const data = { name: '</script><script>alert(1)</script>', comment: '<!-- x -->', line: 'a\u2028b' };
    const json = scriptJson(data);
    expect(json).not.toContain('<');
    expect(json).not.toContain('\u2028');
    expect(JSON.parse(json)).toEqual(data);
  });
});
