/**
 * The one normaliser of search text (SPEC §2 Search), applied alike to what a product is found by (its Arabic and
 * English names, SKU and barcode) and to what a shopper types, in the sync worker's local index and in the
 * reference server's search. Arabic is written many ways: with or without hamza and diacritics, with ة or ه at the
 * end, with or without the article ال, with Arabic-Indic digits. Folding both sides the same way lets any of these
 * spellings find the others. Pure: no dependencies, so the window, the worker and the server share it.
 */

/**
 * Letters folded to one form once the marks are gone. The hamza and madda carriers (أ إ آ ؤ ئ) need no entry:
 * NFD splits each into its base letter (ا و ي) and a combining mark, which goes with the other marks.
 */
const LETTERS: Readonly<Record<string, string>> = {
  ٱ: 'ا',
  ى: 'ي',
  ة: 'ه',
  // Persian keyboards type these for ي and ك.
  ی: 'ي',
  ک: 'ك',
};
const LETTER_PATTERN = new RegExp(`[${Object.keys(LETTERS).join('')}]`, 'g');

/** Combining marks (Latin accents, Arabic harakat, shadda, sukun, superscript alef) and the tatweel. */
const MARKS = /[\p{Mn}\u0640]/gu;
const ARABIC_INDIC_DIGIT = /[\u0660-\u0669]/g;
const PERSIAN_DIGIT = /[\u06f0-\u06f9]/g;
const WORD_BREAK = /[^\p{L}\p{N}]+/u;

/**
 * Unicode NFKC, lower case, Latin and Arabic diacritics and the tatweel removed, أ إ آ ٱ → ا, ى → ي, ة → ه, ؤ → و,
 * ئ → ي, Arabic-Indic and Persian digits → ASCII. Word breaks are kept as they are.
 */
export function foldSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(MARKS, '')
    .replace(LETTER_PATTERN, (letter) => LETTERS[letter] ?? letter)
    .replace(ARABIC_INDIC_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(PERSIAN_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .normalize('NFC');
}

/** The words of already folded text: runs of letters and digits; everything else separates them. */
export function splitWords(folded: string): string[] {
  return folded.split(WORD_BREAK).filter(Boolean);
}

/** The folded words of any text. */
export function searchWords(text: string): string[] {
  return splitWords(foldSearchText(text));
}

/**
 * The article and the particles joined to it, longest first: وال (and the), بال (with the), فال (so the), كال (like
 * the), ال (the), لل (for the).
 */
const ARTICLES = ['وال', 'بال', 'فال', 'كال', 'ال', 'لل'] as const;
/** What must remain of a word after its article, as in Lucene's light Arabic stemmer: بالون keeps two letters. */
const MIN_STEM = 2;

/** A folded word without its leading article, or null when it has none (or too little would remain). */
export function withoutArticle(word: string): string | null {
  for (const article of ARTICLES) {
    if (word.startsWith(article) && word.length - article.length >= MIN_STEM)
      return word.slice(article.length);
  }
  return null;
}

/**
 * A typed word's forms: as typed, and without its article however little of the word follows it yet, since a
 * shopper types a word a letter at a time ("الس" also looks for words starting "س", as "للسيارة" is stored without
 * its article as "سياره"). A bare article ("ال") is no form at all: it is a word not typed yet.
 */
export function typedWordForms(word: string): string[] {
  const article = ARTICLES.find((candidate) => word.startsWith(candidate));
  if (!article) return [word];
  const stem = word.slice(article.length);
  return stem ? [word, stem] : [];
}

/** A folded word and its form without the article: a word is found by either, and finds either. */
export function wordForms(word: string): string[] {
  const bare = withoutArticle(word);
  return bare ? [word, bare] : [word];
}
