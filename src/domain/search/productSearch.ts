/**
 * The product search index (SPEC §2 Search): every stored product found by its Arabic and English names, SKU and
 * barcode, folded by the one normaliser (searchText.ts). A small prefix index rather than a search library: the
 * terms sorted once, so the products of every term a typed word starts are one binary search away, and a rare
 * "inside a word" match one pass over the terms. The sync worker keeps one over the local database; the reference
 * server keeps one over its catalogue, so the shopper's words find the same products online and offline.
 *
 * Rules:
 * - every typed word is required; each is a prefix of some word of the product (or lies inside one);
 * - a word is also matched without its leading article (ال وال بال لل فال كال), on either side; a typed word also
 *   by what follows its article so far (الس finds سياره), and a bare article after other words asks nothing yet;
 * - ranked: the whole name starts with the typed words, then every typed word starts a word, then a typed word
 *   found only inside a word; within each, products in stock before those out of stock, then by id.
 *
 * What a product is found by is worked out in indexedProduct.ts, and the stored form is serializedIndex.ts's.
 * Pure and synchronous: callers decide where it lives and when it is stored (`toJSON` / `fromJSON`).
 */
import {
  type Entry,
  entryOf,
  entryTerms,
  type IndexedProduct,
  indexedProduct,
  joinedForms,
  loadedEntry,
  type SearchableProduct,
  sameTexts,
} from './indexedProduct';
import { foldSearchText, splitWords, typedWordForms } from './searchText';
import { loadIndex, type SerializedSearchIndex, serializeIndex } from './serializedIndex';

export type { IndexedProduct, SearchableProduct } from './indexedProduct';
export { SEARCH_INDEX_FORMAT, type SerializedSearchIndex } from './serializedIndex';

/** How many results a search answers unless told otherwise. */
export const SEARCH_RESULT_LIMIT = 50;
/** Typed words beyond these are ignored (the server accepts 100 characters anyway). */
const MAX_WORDS = 8;
/** Shorter typed words match word starts only: one letter inside a word matches nearly everything. */
const MIN_INSIDE_LENGTH = 2;
/** Remembered typed words (a shopper's keystrokes repeat the earlier words); forgotten on every change. */
const MAX_CACHED_WORDS = 256;

interface WordMatch {
  /** Products with a word starting with the typed word (or its form without the article). */
  start: Set<number>;
  /** Products where the typed word lies only inside a word. */
  inside: Set<number>;
  /**
   * The terms the typed word lies inside: the word typed one key further lies inside some of these only, so its
   * own look inside words reads these instead of every term.
   */
  insideTerms: readonly string[];
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

/** Every product's whole-name starts, sorted, beside the product each belongs to. */
interface SortedStarts {
  texts: string[];
  ids: number[];
}

export class ProductSearchIndex {
  private readonly entries = new Map<number, Entry>();
  private readonly postings = new Map<string, number[]>();
  private sorted: string[] | null = null;
  private sortedStarts: SortedStarts | null = null;
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
    return this.putFolded(indexedProduct(product));
  }

  /** Forgets a product; false when the index did not hold it. */
  remove(productId: number): boolean {
    const entry = this.entries.get(productId);
    if (!entry) return false;
    this.entries.delete(productId);
    this.cache.clear();
    this.sortedStarts = null;
    for (const term of entryTerms(entry)) {
      const ids = this.postings.get(term);
      if (!ids) continue;
      const at = ids.indexOf(productId);
      if (at >= 0) ids.splice(at, 1);
      if (ids.length === 0) {
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
    this.sortedStarts = null;
  }

  /**
   * Sorts what a search reads (the terms, the whole-name starts) now, so the first search after a batch of changes
   * does not: a caller calls it at a quiet moment of its own choosing.
   */
  prepare(): void {
    this.terms();
    this.starts();
  }

  /** The ids of the products the typed text finds, best first (the rules at the top of this file). */
  search(text: string, limit: number = SEARCH_RESULT_LIMIT): number[] {
    const typed = [...new Set(splitWords(foldSearchText(text)))].slice(0, MAX_WORDS);
    // A bare article typed before its word ("حامل ال") asks nothing yet; typed alone, it is a word like any other.
    const asked = typed.filter((word) => typedWordForms(word).length);
    const words = asked.length ? asked : typed;
    if (!words.length || !this.entries.size) return [];
    // The first rank, the whole name starting with the typed words, is read off the sorted starts. When the products
    // of it in stock fill the answer (a word's first letter or two), they are the answer, and the products merely
    // holding a word that starts so (thousands, for one letter) need not be gathered and ranked at all.
    const wholeName = this.wholeNameMatches(joinedForms(words));
    const firstInStock = [...wholeName].filter((id) => this.entries.get(id)?.folded[1]).sort((a, b) => a - b);
    if (firstInStock.length >= limit) return firstInStock.slice(0, limit);
    const matches = words.map((word) => this.match(word));
    const [smallest, ...others] = [...matches].sort(
      (a, b) => a.start.size + a.inside.size - (b.start.size + b.inside.size),
    );
    if (!smallest) return [];
    // Six ranks: tier (whole-name prefix, word prefix, inside a word) × in stock or not; by id within each. Only the
    // ranks the limit reaches are sorted (a one-letter word finds half the catalogue).
    const ranks: number[][] = [[], [], [], [], [], []];
    const consider = (id: number) => {
      if (!others.every((match) => match.start.has(id) || match.inside.has(id))) return;
      const entry = this.entries.get(id);
      if (!entry) return;
      const tier = wholeName.has(id) ? 0 : matches.every((match) => match.start.has(id)) ? 1 : 2;
      ranks[tier * 2 + (entry.folded[1] ? 0 : 1)]?.push(id);
    };
    for (const id of smallest.start) consider(id);
    for (const id of smallest.inside) if (!smallest.start.has(id)) consider(id);
    const results: number[] = [];
    for (const rank of ranks) {
      if (results.length >= limit) break;
      rank.sort((a, b) => a - b);
      for (const id of rank) {
        if (results.length >= limit) break;
        results.push(id);
      }
    }
    return results;
  }

  toJSON(): SerializedSearchIndex {
    return serializeIndex(
      Array.from(this.entries.values(), (entry) => entry.folded),
      this.terms(),
      this.postings,
    );
  }

  /** An index from `toJSON`'s output; null when it was written under another format (then build it afresh). */
  static fromJSON(data: SerializedSearchIndex): ProductSearchIndex | null {
    const loaded = loadIndex(data);
    if (!loaded) return null;
    const index = new ProductSearchIndex();
    for (const folded of loaded.products) index.entries.set(folded[0], loadedEntry(folded));
    for (const [term, ids] of loaded.postings) index.postings.set(term, ids);
    index.sorted = loaded.sortedTerms;
    return index;
  }

  private putFolded(folded: IndexedProduct): boolean {
    const id = folded[0];
    const previous = this.entries.get(id);
    if (previous && sameTexts(previous.folded, folded)) {
      // Found by the same terms: only the stock, which ranks, may have changed.
      if (previous.folded[1] === folded[1]) return false;
      previous.folded = folded;
      this.cache.clear();
      return true;
    }
    if (previous) this.remove(id);
    const entry = entryOf(folded);
    this.entries.set(id, entry);
    this.cache.clear();
    this.sortedStarts = null;
    for (const term of entry.terms) {
      const ids = this.postings.get(term);
      if (ids) ids.push(id);
      else {
        this.postings.set(term, [id]);
        this.sorted = null;
      }
    }
    return true;
  }

  private terms(): string[] {
    this.sorted ??= [...this.postings.keys()].sort();
    return this.sorted;
  }

  private starts(): SortedStarts {
    if (!this.sortedStarts) {
      const pairs: [string, number][] = [];
      for (const [id, entry] of this.entries) for (const start of entry.starts) pairs.push([start, id]);
      pairs.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
      this.sortedStarts = { texts: pairs.map(([text]) => text), ids: pairs.map(([, id]) => id) };
    }
    return this.sortedStarts;
  }

  /** The products whose whole name (as written, or without its articles) starts with one of `typed`. */
  private wholeNameMatches(typed: readonly string[]): Set<number> {
    const { texts, ids } = this.starts();
    const found = new Set<number>();
    for (const text of typed)
      for (let i = lowerBound(texts, text); i < texts.length && (texts[i] as string).startsWith(text); i++)
        found.add(ids[i] as number);
    return found;
  }

  private match(word: string): WordMatch {
    const cached = this.cache.get(word);
    if (cached) return cached;
    const terms = this.terms();
    const start = new Set<number>();
    const forms = typedWordForms(word);
    for (const form of forms.length ? forms : [word]) {
      for (let i = lowerBound(terms, form); i < terms.length; i++) {
        const term = terms[i] as string;
        if (!term.startsWith(form)) break;
        for (const id of this.postings.get(term) ?? []) start.add(id);
      }
    }
    const inside = new Set<number>();
    const insideTerms: string[] = [];
    if (word.length >= MIN_INSIDE_LENGTH) {
      // A shopper types a word a key at a time, so the word one key shorter was usually just looked up.
      const candidates =
        word.length > MIN_INSIDE_LENGTH ? (this.cache.get(word.slice(0, -1))?.insideTerms ?? terms) : terms;
      for (const term of candidates) {
        if (term.indexOf(word, 1) === -1) continue;
        insideTerms.push(term);
        for (const id of this.postings.get(term) ?? []) if (!start.has(id)) inside.add(id);
      }
    }
    const match = { start, inside, insideTerms };
    if (this.cache.size >= MAX_CACHED_WORDS) this.cache.clear();
    this.cache.set(word, match);
    return match;
  }
}
