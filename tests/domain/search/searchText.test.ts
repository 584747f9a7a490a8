import { describe, expect, it } from 'vitest';
import { foldSearchText, searchWords, withoutArticle, wordForms } from '../../../src/domain';

describe('the one search normaliser folds every spelling variant alike (SPEC §2 Search)', () => {
  it.each([
    ['hamza on alef above', 'أنكر', 'انكر'],
    ['hamza on alef below', 'إسبريسو', 'اسبريسو'],
    ['alef with madda', 'آلة', 'اله'],
    ['alef wasla', 'ٱلقهوة', 'القهوه'],
    ['alef maqsura', 'مستشفى', 'مستشفي'],
    ['taa marbuta', 'قهوة', 'قهوه'],
    ['hamza on waw', 'مؤسسة', 'موسسه'],
    ['hamza on yaa', 'مائدة', 'مايده'],
    ['harakat, tanween and shadda', 'غِطَاءٌ شَفَّافٌ', 'غطاء شفاف'],
    ['superscript alef', 'هٰذا', 'هذا'],
    ['tatweel', 'عـــربي', 'عربي'],
    ['Arabic-Indic digits', '١٧ بوصة', '17 بوصه'],
    ['Persian digits', '۴۵۶', '456'],
    ['Persian yaa and kaf', 'کیک', 'كيك'],
    ['upper case', 'Samsung GALAXY', 'samsung galaxy'],
    ['Latin diacritics', 'Café Crème Brûlée', 'cafe creme brulee'],
    ['full-width letters (NFKC)', 'ＡＢＣ１２', 'abc12'],
    ['an Arabic presentation form (NFKC)', 'ﻻ', 'لا'],
  ])('%s: %s → %s', (_, typed, folded) => {
    expect(foldSearchText(typed)).toBe(folded);
  });

  it('splits words on anything that is neither a letter nor a digit', () => {
    expect(searchWords('  كابل يو-إس-بي، ١٥٫٦ (EL-0001) ')).toEqual([
      'كابل',
      'يو',
      'اس',
      'بي',
      '15',
      '6',
      'el',
      '0001',
    ]);
  });

  it.each([
    ['ال', 'القهوه', 'قهوه'],
    ['وال', 'والشاي', 'شاي'],
    ['بال', 'بالحليب', 'حليب'],
    ['لل', 'للسياره', 'سياره'],
    ['فال', 'فالعطر', 'عطر'],
    ['كال', 'كالجديد', 'جديد'],
  ])('matches a word also without its leading %s: %s → %s', (_, word, bare) => {
    expect(withoutArticle(word)).toBe(bare);
    expect(wordForms(word)).toEqual([word, bare]);
  });

  it('leaves a word alone when it has no article or too little would remain', () => {
    expect(withoutArticle('سياره')).toBeNull();
    expect(withoutArticle('الم')).toBeNull();
    expect(withoutArticle('والد')).toBeNull();
    expect(wordForms('shirt')).toEqual(['shirt']);
  });
});
