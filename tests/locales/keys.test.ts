import { describe, expect, it } from 'vitest';
import arFirst from '../../src/locales/ar.json';
import arLate from '../../src/locales/ar.late.json';
import enFirst from '../../src/locales/en.json';
import enLate from '../../src/locales/en.late.json';
import { allTranslations } from './allTranslations';

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
  const english = leaves(allTranslations.en);
  const arabic = leaves(allTranslations.ar);

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

  it('write numbers with the Latin digits prices use, in Arabic too (one digit style, docs/DECISIONS.md "Money")', () => {
    const otherDigits = [...arabic].filter(([, text]) => /[\u0660-\u0669\u06f0-\u06f9]/.test(text));
    expect(otherDigits.map(([key]) => key)).toEqual([]);
  });

  it('keep the same interpolation placeholders in both languages', () => {
    const placeholders = (text: string | undefined) => (text?.match(/{{\s*\w+\s*}}/g) ?? []).sort();
    for (const [key, text] of english) {
      expect(placeholders(arabic.get(key)), key).toEqual(placeholders(text));
    }
  });
});

// src/app/i18n/localeParts.ts: a first visit holds only the first part of its language's locale.
describe("each language's locale, in a first part a first visit loads and a late part the other screens load", () => {
  it('split every key the same way in both languages, so a first visit in either shows the same texts', () => {
    expect([...leaves(arFirst).keys()].sort()).toEqual([...leaves(enFirst).keys()].sort());
    expect([...leaves(arLate).keys()].sort()).toEqual([...leaves(enLate).keys()].sort());
  });

  it('hold each key in one part only', () => {
    for (const [first, late] of [
      [arFirst, arLate],
      [enFirst, enLate],
    ] as const) {
      const inFirst = leaves(first);
      expect([...leaves(late).keys()].filter((key) => inFirst.has(key))).toEqual([]);
    }
  });

  it('keep in the first part the texts the shell shows on any screen (the payment resumed toast, the session warning)', () => {
    const first = leaves(arFirst);
    for (const key of [
      'payment.resumedPlaced',
      'session.notRevoked',
      'favorites.toggle',
      'nav.home',
      'common.tryAgain',
    ])
      expect(first.has(key), key).toBe(true);
  });
});
