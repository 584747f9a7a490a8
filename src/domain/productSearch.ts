/**
 * The product search index (SPEC §2 Search): every stored product found by its Arabic and English names, SKU and
 * barcode, folded by the one normaliser (searchText.ts). A small prefix index rather than a search library: the
 * terms sorted once, so the products of every term a typed word starts are one binary search away, and a rare
 * "inside a word" match one pass over the terms. The sync worker keeps one over the local database; the reference
 * server keeps one over its catalogue, so the shopper's words find the same products online and offline.
 *
 * Rules:
 * - every typed word is required; each is a prefix of some word of the product (or lies inside one);
 * - a word is also matched without its leading article (ال وال بال لل فال كال), on either side;
 * - ranked: the whole name starts with the typed words, then every typed word starts a word, then a typed word
 *   found only inside a word; within each, products in stock before those out of stock, then by id.
 *
 * Pure and synchronous: callers decide where it lives and when it is stored (`toJSON` / `fromJSON`).
 */
import { foldSearchText, splitWords, wordForms } from './searchText';

/** What the index needs of a product: the stored document's fields. */
export interface SearchableProduct {
  productId: number;
  name: string;
  nameEn: string;
  sku?: string | null;
  barcode?: string | null;
  /** Stock; unknown (null) counts as in stock (SPEC §5: an unknown quantity is not zero). */
  quantity: number | null;
}

/** A product as stored in a serialized index: its texts already folded, so loading folds nothing again. */
export type IndexedProduct = [
  id: number,
  inStock: 0 | 1,
  name: string,
  nameEn: string,
  sku: string,
  barcode: string,
];

/** Raised whenever the folding or the term rules change: an index stored by an older build is rebuilt. */
export const SEARCH_INDEX_FORMAT = 1;

export interface SerializedSearchIndex {
  format: number;
  products: IndexedProduct[];
}

/** How many results a search answers unless told otherwise. */
export const SEARCH_RESULT_LIMIT = 50;
/** Typed words beyond these are ignored (the server accepts 100 characters anyway). */
const MAX_WORDS = 8;
/** Shorter typed words match word starts only: one letter inside a word matches nearly everything. */
const MIN_INSIDE_LENGTH = 2;
/** Remembered typed words (a shopper's keystrokes repeat the earlier words); forgotten on every change. */
const MAX_CACHED_WORDS = 256;

interface Entry {
  folded: IndexedProduct;
  /** The names' words joined by one space, as they are and without articles: for the whole-name prefix. */
  starts: string[];
  terms: string[];
}

interface WordMatch {
  /** Products with a word starting with the typed word (or its form without the article). */
  start: Set<number>;
  /** Products where the typed word lies only inside a word. */
  inside: Set<number>;
}

const joinedForms = (words: string[]): string[] => {
  const plain = words.join(' ');
  const bare = words.map((word) => wordForms(word).at(-1) ?? word).join(' ');
  return bare === plain ? [plain] : [plain, bare];
};

function entryOf(folded: IndexedProduct): Entry {
  const [, , name, nameEn, sku, barcode] = folded;
  const nameWords = splitWords(name);
  const nameEnWords = splitWords(nameEn);
  const terms = new Set<string>();
  for (const word of [...nameWords, ...nameEnWords]) for (const form of wordForms(word)) terms.add(form);
  const skuWords = splitWords(sku);
  for (const word of skuWords) terms.add(word);
  // "AB-12" is also found as typed without its separator: "ab12".
  if (skuWords.length > 1) terms.add(skuWords.join(''));
  for (const word of splitWords(barcode)) terms.add(word);
  return { folded, starts: [...joinedForms(nameWords), ...joinedForms(nameEnWords)], terms: [...terms] };
}

/** The first index in `sorted` whose term is not below `text`. */
function lowerBound(sorted: readonly string[], text: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as string) < text) low = middle + 1;
    else high = middle;
  }
  return low;
}

export class ProductSearchIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly postings = new Map<string, Set<number>>();
  private sorted: string[] | null = null;
  private readonly cache = new Map<string, WordMatch>();

  /** How many products the index holds. */
  get size(): number {
    return this.entries.size;
  }

  has(productId: number): boolean {
    return this.entries.has(productId);
  }

  /** Adds a product, or replaces what the index held for it; false when it held it as it is. */
  put(product: SearchableProduct): boolean {
    return this.putFolded([
      product.productId,
      product.quantity === null || product.quantity > 0 ? 1 : 0,
      foldSearchText(product.name),
      foldSearchText(product.nameEn),
      foldSearchText(product.sku ?? ''),
      foldSearchText(product.barcode ?? ''),
    ]);
  }

  /** Forgets a product; false when the index did not hold it. */
  remove(productId: number): boolean {
    const entry = this.entries.get(productId);
    if (!entry) return false;
    this.entries.delete(productId);
    this.cache.clear();
    for (const term of entry.terms) {
      const ids = this.postings.get(term);
      ids?.delete(productId);
      if (ids?.size === 0) {
        this.postings.delete(term);
        this.sorted = null;
      }
    }
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.postings.clear();
    this.cache.clear();
    this.sorted = null;
  }

  /** The ids of the products the typed text finds, best first (the rules at the top of this file). */
  search(text: string, limit: number = SEARCH_RESULT_LIMIT): number[] {
    const words = [...new Set(splitWords(foldSearchText(text)))].slice(0, MAX_WORDS);
    if (!words.length || !this.entries.size) return [];
    const matches = words.map((word) => this.match(word));
    const [smallest, ...others] = [...matches].sort(
      (a, b) => a.start.size + a.inside.size - (b.start.size + b.inside.size),
    );
    if (!smallest) return [];
    const found: { id: number; tier: number; inStock: 0 | 1 }[] = [];
    const queryStarts = joinedForms(words);
    const consider = (id: number) => {
      if (!others.every((match) => match.start.has(id) || match.inside.has(id))) return;
      const entry = this.entries.get(id);
      if (!entry) return;
      const tier = entry.starts.some((start) => queryStarts.some((typed) => start.startsWith(typed)))
        ? 0
        : matches.every((match) => match.start.has(id))
          ? 1
          : 2;
      found.push({ id, tier, inStock: entry.folded[1] });
    };
    for (const id of smallest.start) consider(id);
    for (const id of smallest.inside) if (!smallest.start.has(id)) consider(id);
    found.sort((a, b) => a.tier - b.tier || b.inStock - a.inStock || a.id - b.id);
    return found.slice(0, limit).map((result) => result.id);
  }

  toJSON(): SerializedSearchIndex {
    return { format: SEARCH_INDEX_FORMAT, products: [...this.entries.values()].map((entry) => entry.folded) };
  }

  /** An index from `toJSON`'s output; null when it was written under another format (then build it afresh). */
  static fromJSON(data: SerializedSearchIndex): ProductSearchIndex | null {
    if (data.format !== SEARCH_INDEX_FORMAT || !Array.isArray(data.products)) return null;
    const index = new ProductSearchIndex();
    for (const folded of data.products) index.putFolded(folded);
    return index;
  }

  private putFolded(folded: IndexedProduct): boolean {
    const id = folded[0];
    const previous = this.entries.get(id);
    if (previous && sameFolded(previous.folded, folded)) return false;
    if (previous) this.remove(id);
    const entry = entryOf(folded);
    this.entries.set(id, entry);
    this.cache.clear();
    for (const term of entry.terms) {
      let ids = this.postings.get(term);
      if (!ids) {
        ids = new Set();
        this.postings.set(term, ids);
        this.sorted = null;
      }
      ids.add(id);
    }
    return true;
  }

  private terms(): string[] {
    this.sorted ??= [...this.postings.keys()].sort();
    return this.sorted;
  }

  private match(word: string): WordMatch {
    const cached = this.cache.get(word);
    if (cached) return cached;
    const terms = this.terms();
    const start = new Set<number>();
    for (const form of wordForms(word)) {
      for (let i = lowerBound(terms, form); i < terms.length; i++) {
        const term = terms[i] as string;
        if (!term.startsWith(form)) break;
        for (const id of this.postings.get(term) ?? []) start.add(id);
      }
    }
    const inside = new Set<number>();
    if (word.length >= MIN_INSIDE_LENGTH) {
      for (const term of terms) {
        if (term.indexOf(word, 1) === -1) continue;
        for (const id of this.postings.get(term) ?? []) if (!start.has(id)) inside.add(id);
      }
    }
    const match = { start, inside };
    if (this.cache.size >= MAX_CACHED_WORDS) this.cache.clear();
    this.cache.set(word, match);
    return match;
  }
}

function sameFolded(a: IndexedProduct, b: IndexedProduct): boolean {
  return a.every((value, i) => value === b[i]);
}
