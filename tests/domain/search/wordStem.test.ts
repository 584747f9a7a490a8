import { describe, expect, it } from 'vitest';
import { foldSearchText } from '../../../src/domain/search/searchText';
import { stemKey } from '../../../src/domain/search/wordStem';

const stemOf = (word: string) => stemKey(foldSearchText(word));

describe('a word’s stem: its plural and its other forms find its singular (SPEC §2 Search)', () => {
  it.each([
    ['a feminine sound plural', 'عبايات', 'عباية'],
    ['a feminine sound plural of a nisba', 'الكترونيات', 'إلكتروني'],
    ['ساعات and ساعة', 'ساعات', 'ساعة'],
    ['with its article', 'السيارات', 'سيارة'],
    ['a nisba, masculine and feminine', 'رجالية', 'رجالي'],
    ['a nisba and its noun', 'رجالي', 'رجال'],
    ['a word ending in alef', 'كاميرات', 'كاميرا'],
    ['a feminine adjective', 'مطرزة', 'مطرز'],
  ])('Arabic: %s (%s, %s)', (_, plural, singular) => {
    expect(stemOf(plural)).toBe(stemOf(singular));
  });

  it.each([
    ['حقائب', 'حقيبة'],
    ['أحذية', 'حذاء'],
    ['الفساتين', 'فستان'],
    ['knives', 'knife'],
  ])('a plural no ending leads to: %s finds %s (irregularPlurals.ts)', (plural, singular) => {
    expect(stemOf(plural)).toBe(stemOf(singular));
  });

  it.each([
    ['dresses', 'dress'],
    ['shoes', 'shoe'],
    ['watches', 'watch'],
    ['batteries', 'battery'],
    ['bags', 'bag'],
    ['Abayas', 'abaya'],
  ])('English: %s finds %s', (plural, singular) => {
    expect(stemOf(plural)).toBe(stemOf(singular));
  });

  it('keeps three letters of an Arabic word, and a short English word whole', () => {
    expect(stemOf('ذكية')).toBe('ذكي');
    expect(stemOf('كرة')).toBe('كره');
    expect(stemOf('bus')).toBe('bus');
    expect(stemOf('glass')).toBe('glass');
  });

  it('does not cut a noun ending like a masculine plural or a dual into another word', () => {
    expect(stemOf('ايفون')).not.toBe(stemOf('إيف'));
    expect(stemOf('فستان')).toBe('فستان');
    expect(stemOf('سكين')).toBe('سكين');
  });

  it('leaves digits and codes as they are', () => {
    expect(stemOf('256')).toBe('256');
    expect(stemOf('el0008')).toBe('el0008');
  });
});
