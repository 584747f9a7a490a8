/**
 * The search index as data (productSearch.ts `toJSON` / `fromJSON`), laid out to store and load fast: a few long
 * strings and number lists rather than thousands of small objects, with the sorted terms and their products ready
 * to use, so loading recomputes nothing.
 */
import { FIELD, type IndexedProduct } from './indexedProduct';

/**
 * Raised whenever the folding, the term rules or the stored fields change: an index stored by an older build is
 * rebuilt. 2: categories, variants' values and stems.
 */
export const SEARCH_INDEX_FORMAT = 2;

/** The texts stored per product: name, English name, SKU, barcode, variants' values. */
const TEXTS = 5;

export interface SerializedSearchIndex {
  format: number;
  /** Product ids, and for each one '1' (in stock) or '0' in `stock`, and its category (0 for none). */
  ids: number[];
  stock: string;
  categories: number[];
  /** Each product's folded texts (name, English name, SKU, barcode, variants' values), in `ids` order, separated by FIELD. */
  texts: string;
  /** The sorted terms, separated by FIELD. */
  terms: string;
  /** For each term in order: how many products have it, then their ids. */
  postings: number[];
}

/** What an index holds, read back from its stored form. */
export interface LoadedIndex {
  products: IndexedProduct[];
  /** Each term's products, the terms in sorted order. */
  postings: Map<string, number[]>;
  sortedTerms: string[];
}

export function serializeIndex(
  products: Iterable<IndexedProduct>,
  sortedTerms: readonly string[],
  postings: ReadonlyMap<string, readonly number[]>,
): SerializedSearchIndex {
  const ids: number[] = [];
  let stock = '';
  const categories: number[] = [];
  const texts: string[] = [];
  for (const folded of products) {
    ids.push(folded[0]);
    stock += folded[1];
    categories.push(folded[6]);
    texts.push(folded[2], folded[3], folded[4], folded[5], folded[7]);
  }
  const counted: number[] = [];
  for (const term of sortedTerms) {
    const products = postings.get(term) ?? [];
    counted.push(products.length);
    for (const id of products) counted.push(id);
  }
  return {
    format: SEARCH_INDEX_FORMAT,
    ids,
    stock,
    categories,
    texts: texts.join(FIELD),
    terms: sortedTerms.join(FIELD),
    postings: counted,
  };
}

/** What `serializeIndex` stored; null when it was written under another format or does not add up. */
export function loadIndex(data: SerializedSearchIndex): LoadedIndex | null {
  if (
    data?.format !== SEARCH_INDEX_FORMAT ||
    !Array.isArray(data.ids) ||
    !Array.isArray(data.postings) ||
    !Array.isArray(data.categories)
  )
    return null;
  const texts = data.texts ? data.texts.split(FIELD) : [];
  const sortedTerms = data.terms ? data.terms.split(FIELD) : [];
  if (
    texts.length !== data.ids.length * TEXTS ||
    data.stock.length !== data.ids.length ||
    data.categories.length !== data.ids.length
  )
    return null;
  const products = data.ids.map((id, i): IndexedProduct => {
    const at = i * TEXTS;
    return [
      id,
      data.stock[i] === '1' ? 1 : 0,
      texts[at] as string,
      texts[at + 1] as string,
      texts[at + 2] as string,
      texts[at + 3] as string,
      data.categories[i] ?? 0,
      texts[at + 4] as string,
    ];
  });
  const postings = new Map<string, number[]>();
  let at = 0;
  for (const term of sortedTerms) {
    const count = data.postings[at] ?? 0;
    postings.set(term, data.postings.slice(at + 1, at + 1 + count));
    at += 1 + count;
  }
  return { products, postings, sortedTerms };
}
