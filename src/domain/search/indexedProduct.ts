/**
 * A product as the search index keeps it (productSearch.ts): its texts folded by the one normaliser
 * (searchText.ts), the terms it is found by and the starts of its whole names. Worked out once when a product is
 * put in; a stored index keeps the folded texts, so loading it folds nothing again.
 *
 * Its terms: the words of its names (and their forms without the article), its SKU and barcode, found by their
 * starts; marked apart, the stems of its names' words (wordStem.ts), found whole, and the words of its variants'
 * values (colours, sizes), found by their starts but ranked below the names.
 */
import { foldSearchText, splitWords, wordForms } from './searchText';
import { stemKey } from './wordStem';

/** What the index needs of a product: the stored document's fields. */
export interface SearchableProduct {
  productId: number;
  name: string;
  nameEn: string;
  sku?: string | null;
  barcode?: string | null;
  /** Stock; unknown (null) counts as in stock (SPEC §5: an unknown quantity is not zero). */
  quantity: number | null;
  /** Its category; its name and its parents' find the product too. 0 or absent: none. */
  categoryId?: number | null;
  /** The values its available variants have, in English and Arabic (a colour, a size). */
  options?: readonly { value: string; value_ar?: string | null | undefined }[] | null;
}

/** A product as the index keeps it: its texts already folded, so storing and loading fold nothing again. */
export type IndexedProduct = [
  id: number,
  inStock: 0 | 1,
  name: string,
  nameEn: string,
  sku: string,
  barcode: string,
  categoryId: number,
  /** The variants' values' folded words, each once, separated by spaces. */
  options: string,
];

/** A product in the index. */
export interface Entry {
  folded: IndexedProduct;
  /** The names' words joined by one space, as they are and without articles: for the whole-name prefix. */
  starts: string[];
  /** The terms it is found by, for taking it out again: worked out when first needed after a load. */
  terms?: string[];
}

/** Separates the texts of the stored index (serializedIndex.ts). */
export const FIELD = '\u001f';
/**
 * Marks a term that is a stem, or a variant's value, rather than a word of the names, SKU or barcode. Below every
 * letter and digit, the marked terms sort before the plain ones (from PLAIN_TERMS on), so a look at word starts or
 * inside words never meets them.
 */
export const STEM = '\u0001';
export const OPTION = '\u0002';
export const PLAIN_TERMS = '\u0003';
/** Folded for the index; the stored form's separator can never be part of a text (it separates words anyway). */
const fold = (text: string) => foldSearchText(text).split(FIELD).join(' ');

export function indexedProduct(product: SearchableProduct): IndexedProduct {
  return [
    product.productId,
    product.quantity === null || product.quantity > 0 ? 1 : 0,
    fold(product.name),
    fold(product.nameEn),
    fold(product.sku ?? ''),
    fold(product.barcode ?? ''),
    product.categoryId ?? 0,
    [
      ...new Set(
        (product.options ?? []).flatMap((option) =>
          splitWords(fold(`${option.value} ${option.value_ar ?? ''}`)),
        ),
      ),
    ].join(' '),
  ];
}

/** The words joined by one space as they are and, when it differs, without their articles. */
export const joinedForms = (words: string[]): string[] => {
  const plain = words.join(' ');
  const bare = words.map((word) => wordForms(word).at(-1) ?? word).join(' ');
  return bare === plain ? [plain] : [plain, bare];
};

/** What the index works out from a product's folded texts: its terms and its whole-name starts. */
export function entryOf(folded: IndexedProduct): Required<Entry> {
  const [, , name, nameEn, sku, barcode, , options] = folded;
  const nameWords = splitWords(name);
  const nameEnWords = splitWords(nameEn);
  const terms = new Set<string>();
  for (const words of [nameWords, nameEnWords])
    for (const word of words) {
      const forms = wordForms(word);
      for (const form of forms) terms.add(form);
      // A stem that is one of the word's own forms is found as that word.
      const key = stemKey(word);
      if (!forms.includes(key)) terms.add(STEM + key);
    }
  const skuWords = splitWords(sku);
  for (const word of skuWords) terms.add(word);
  // "AB-12" is also found as typed without its separator: "ab12".
  if (skuWords.length > 1) terms.add(skuWords.join(''));
  for (const word of splitWords(barcode)) terms.add(word);
  for (const word of splitWords(options)) terms.add(OPTION + word);
  return { folded, starts: [...joinedForms(nameWords), ...joinedForms(nameEnWords)], terms: [...terms] };
}

/** A loaded product's entry: its whole-name starts now, its terms only once they are needed. */
export const loadedEntry = (folded: IndexedProduct): Entry => ({
  folded,
  starts: [...joinedForms(splitWords(folded[2])), ...joinedForms(splitWords(folded[3]))],
});

export function entryTerms(entry: Entry): string[] {
  entry.terms ??= entryOf(entry.folded).terms;
  return entry.terms;
}

/** Whether two products are found by the same texts and category (their stock aside). */
export const sameTexts = (a: IndexedProduct, b: IndexedProduct) =>
  a[2] === b[2] && a[3] === b[3] && a[4] === b[4] && a[5] === b[5] && a[6] === b[6] && a[7] === b[7];
