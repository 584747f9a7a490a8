import { describe, expect, it } from 'vitest';
import ar from '../../src/locales/ar.json';
import en from '../../src/locales/en.json';

type Resources = { [key: string]: string | Resources };

/** Every leaf as a dotted key with its text, so nested groups are compared as deeply as flat ones. */
function leaves(resources: Resources, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [key, value] of Object.entries(resources)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') found.set(path, value);
    else for (const [leaf, text] of leaves(value, path)) found.set(leaf, text);
  }
  return found;
}

// Payment brands are trademarks printed in Latin letters on Arabic Gulf shops too.
const SAME_IN_BOTH = new Set([
  'brands.visa',
  'brands.mastercard',
  'brands.knet',
  'brands.kfast',
  'brands.googlePay',
  'brands.applePay',
]);

// The language button names the other language in that language: on the Arabic interface it reads "English".
const LATIN_IN_ARABIC = new Set([...SAME_IN_BOTH, 'language.switchTo']);

const arabicLetters = /[\u0600-\u06FF]/;

describe('the English and Arabic resources (DESIGN Conventions; SPEC §1 bilingual interface)', () => {
  const english = leaves(en);
  const arabic = leaves(ar);

  it('have exactly the same keys', () => {
    expect([...arabic.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('give every text a real Arabic translation, except the brand names that stay as they are', () => {
    const copied = [...english].filter(([key, text]) => arabic.get(key) === text && !SAME_IN_BOTH.has(key));
    expect(copied).toEqual([]);
    const notArabic = [...arabic]
      .filter(([key, text]) => !LATIN_IN_ARABIC.has(key) && !arabicLetters.test(text))
      .map(([key]) => key);
    expect(notArabic).toEqual([]);
  });

  it('keep the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string | undefined) => (text?.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect(placeholders(arabic.get(key)), key).toEqual(placeholders(text));
    }
  });
});
