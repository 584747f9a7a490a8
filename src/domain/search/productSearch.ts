/**
 * The product search index (SPEC §2 Search): every stored product found by its Arabic and English names, SKU,
 * barcode, category (its own and its parents') and its variants' values, folded by the one normaliser
 * (searchText.ts). A small prefix index rather than a search library: the terms sorted once, so the products of
 * every term a typed word starts are one binary search away, and a rare "inside a word" match one pass over the
 * terms. The sync worker keeps one over the local database; the reference server keeps one over its catalogue, so
 * the shopper's words find the same products online and offline.
 *
 * Rules:
 * - every typed word (or phrase of the vocabulary) is required, in any order; each is found in the product by
 *   - the start of a word of its names, SKU or barcode, with or without the article (ال وال بال لل فال كال) on
 *     either side; a typed word also by what follows its article so far (الس finds سياره), and a bare article after
 *     other words asks nothing yet;
 *   - its stem (wordStem.ts): its plural or singular, sound or broken (عبايات finds عباية, حقائب حقيبة);
 *   - the vocabulary (vocabulary.ts, synonyms.ts): a Gulf, standard Arabic, English or transliterated word or phrase
 *     for the same thing (شنطة finds حقيبة, ايفون the Apple phones), also a word still being typed (three letters);
 *   - a category's name, its own or a parent's, and a variant's value (فستان احمر: the dresses that come in red);
 *   - one typo from five letters, two from nine (typoDistance.ts), towards any word the index knows;
 *   - lying inside a word (two letters or more);
 * - ranked by the worst of its words' matches: the whole name starts with the typed words, then every typed word
 *   starts a word, then by stem or vocabulary in the names, then by category or variant, then with a typo, then
 *   inside a word; within each, products in stock before those out of stock, then by id.
 *
 * A search that finds nothing has suggestions (searchSuggestions.ts): the nearest spellings that find something and
 * the categories nearest its words. What a product is found by is worked out in indexedProduct.ts, and the stored
 * form is serializedIndex.ts's (the categories are not stored: the caller puts them in from its own rows).
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
  OPTION,
  PLAIN_TERMS,
  type SearchableProduct,
  STEM,
  sameTexts,
} from './indexedProduct';
import { CategoryTable, type SearchableCategory } from './searchCategories';
import { type SearchSuggestions, suggestionsFor } from './searchSuggestions';
import { foldSearchText, splitWords, typedWordForms } from './searchText';
import { loadIndex, type SerializedSearchIndex, serializeIndex } from './serializedIndex';
import {
  groupPhrases,
  groupsOf,
  groupsStartingWith,
  type Phrase,
  phraseAt,
  VOCABULARY_WORDS,
} from './synonyms';
import { allowedTypos, editDistance } from './typoDistance';
import { stemKey } from './wordStem';

export type { IndexedProduct, SearchableProduct } from './indexedProduct';
export type { SearchableCategory } from './searchCategories';
export { respelled, type SearchSuggestions } from './searchSuggestions';
export { SEARCH_INDEX_FORMAT, type SerializedSearchIndex } from './serializedIndex';

/** How many results a search answers unless told otherwise. */
export const SEARCH_RESULT_LIMIT = 50;
/** Typed words beyond these are ignored (the server accepts 100 characters anyway). */
const MAX_WORDS = 8;
/** Shorter typed words match word starts only: one letter inside a word matches nearly everything. */
const MIN_INSIDE_LENGTH = 2;
/** Remembered matches (a shopper's keystrokes repeat the earlier words); forgotten on every change. */
const MAX_CACHED_MATCHES = 1024;
/** Shorter typed words find a variant's value only whole: one letter starts most colours. */
const MIN_OPTION_START = 2;
/** A word still being typed finds the vocabulary's words it starts from this many letters. */
const MIN_VOCABULARY_START = 3;
/** Words a typo is corrected towards: letters only, and no shorter than a typo-tolerant word less its typo. */
const KNOWN_WORD = /^\p{L}{3,}$/u;

/** How a typed word was found in a product, best first; a product ranks by the worst of its typed words'. */
const WORD_START = 1;
const WORD_FORM = 2;
const OTHER_FIELD = 3;
const TYPO = 4;
const INSIDE = 5;
/** The whole name starting with the typed words (0), then the kinds of match above. */
const TIERS = 6;

/**
 * The products a typed word (or phrase) finds, each with a score: how it was found at best, times HITS, plus how
 * many fewer than HITS − 1 ways found it so. Lower is better: within a kind of match, a product found several ways
 * (مرآة in its Arabic name and mirror in its English one) comes before one found a single way (a mirrorless camera,
 * كاميرا بدون مرآة).
 */
type Found = Map<number, number>;
const HITS = 8;
const kindOf = (score: number) => Math.floor(score / HITS);
const foundOnce = (kind: number) => kind * HITS + HITS - 2;

/** Two scores of one product: the better kind, or at the same kind both ways' hits together. */
function merged(had: number | undefined, score: number): number {
  if (had === undefined) return score;
  const kind = kindOf(had);
  if (kind !== kindOf(score)) return kind < kindOf(score) ? had : score;
  const hits = HITS - 1 - (had % HITS) + (HITS - 1 - (score % HITS));
  return kind * HITS + HITS - 1 - Math.min(hits, HITS - 1);
}

/** A typed word, or a run of typed words that is a phrase of the vocabulary, and whether the query ends with it. */
interface Slot {
  words: readonly string[];
  groups: readonly number[];
  last: boolean;
}

interface InsideMatch {
  /** Products where the typed word lies inside a word. */
  ids: Set<number>;
  /**
   * The terms the typed word lies inside: the word typed one key further lies inside some of these only, so its
   * own look inside words reads these instead of every term.
   */
  insideTerms: readonly string[];
}

/** Adds the products one way found, each found so once more. */
function addAll(found: Found, ids: Iterable<number> | undefined, kind: number): void {
  if (!ids) return;
  const score = foundOnce(kind);
  for (const id of ids) found.set(id, merged(found.get(id), score));
}

/** Adds what another match found, each as it was found there. */
function addFound(found: Found, other: Found): void {
  for (const [id, score] of other) found.set(id, merged(found.get(id), score));
}

/** The products every match found, each at the worst of its scores. */
function intersect(matches: readonly Found[]): Found {
  const [smallest, ...others] = [...matches].sort((a, b) => a.size - b.size);
  const found: Found = new Map();
  if (!smallest) return found;
  for (const [id, score] of smallest) {
    let worst = score;
    for (const other of others) {
      const there = other.get(id);
      if (there === undefined) {
        worst = -1;
        break;
      }
      if (there > worst) worst = there;
    }
    if (worst >= 0) found.set(id, worst);
  }
  return found;
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
  private readonly categories = new CategoryTable();
  /** The products of each category. */
  private readonly byCategory = new Map<number, Set<number>>();
  private sorted: string[] | null = null;
  private sortedStarts: SortedStarts | null = null;
  /** The words a typo is corrected towards, by length; gathered again after the terms or categories change. */
  private knownWords: Map<number, string[]> | null = null;
  private readonly cache = new Map<string, Found>();
  private readonly insideCache = new Map<string, InsideMatch>();

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
    this.byCategory.get(entry.folded[6])?.delete(productId);
    this.forget();
    this.sortedStarts = null;
    for (const term of entryTerms(entry)) {
      const ids = this.postings.get(term);
      if (!ids) continue;
      const at = ids.indexOf(productId);
      if (at >= 0) ids.splice(at, 1);
      if (ids.length === 0) {
        this.postings.delete(term);
        this.sorted = null;
        this.knownWords = null;
      }
    }
    return true;
  }

  /** Adds a category, or replaces what the index held for it; false when it held it as it is. */
  putCategory(category: SearchableCategory): boolean {
    if (!this.categories.put(category)) return false;
    this.forget();
    this.knownWords = null;
    return true;
  }

  removeCategory(categoryId: number): boolean {
    if (!this.categories.remove(categoryId)) return false;
    this.forget();
    this.knownWords = null;
    return true;
  }

  clear(): void {
    this.entries.clear();
    this.postings.clear();
    this.categories.clear();
    this.byCategory.clear();
    this.forget();
    this.sorted = null;
    this.sortedStarts = null;
    this.knownWords = null;
  }

  /**
   * Sorts what a search reads (the terms, the whole-name starts, the words typos are corrected towards) now, so the
   * first search after a batch of changes does not: a caller calls it at a quiet moment of its own choosing.
   */
  prepare(): void {
    this.terms();
    this.starts();
    this.known();
  }

  /** The ids of the products the typed text finds, best first (the rules at the top of this file). */
  search(text: string, limit: number = SEARCH_RESULT_LIMIT): number[] {
    const words = this.typedWords(text);
    if (!words.length || !this.entries.size) return [];
    // The first rank, the whole name starting with the typed words, is read off the sorted starts. When the products
    // of it in stock fill the answer (a word's first letter or two), they are the answer, and the products merely
    // holding a word that starts so (thousands, for one letter) need not be gathered and ranked at all.
    const wholeName = this.wholeNameMatches(joinedForms(words));
    const firstInStock = [...wholeName].filter((id) => this.entries.get(id)?.folded[1]).sort((a, b) => a - b);
    if (firstInStock.length >= limit) return firstInStock.slice(0, limit);
    const matches = this.slotsOf(words).map((slot) => this.slotMatch(slot));
    const found = matches.length === 1 ? (matches[0] as Found) : intersect(matches);
    // Tier × in stock or not; within each, found more ways first, then by id. Only the ranks the limit reaches are
    // sorted (a one-letter word finds half the catalogue).
    const ranks: number[][] = Array.from({ length: TIERS * 2 }, () => []);
    for (const [id, score] of found) {
      const entry = this.entries.get(id);
      if (!entry) continue;
      const tier = wholeName.has(id) ? 0 : kindOf(score);
      ranks[tier * 2 + (entry.folded[1] ? 0 : 1)]?.push(id);
    }
    const results: number[] = [];
    for (const rank of ranks) {
      if (results.length >= limit) break;
      rank.sort((a, b) => (found.get(a) as number) - (found.get(b) as number) || a - b);
      for (const id of rank) {
        if (results.length >= limit) break;
        results.push(id);
      }
    }
    return results;
  }

  /**
   * What to offer when the typed text finds nothing (searchSuggestions.ts): the nearest spellings that find
   * something, and the categories nearest its words.
   */
  suggest(text: string): SearchSuggestions {
    return suggestionsFor(text, {
      words: (typed) => this.typedWords(typed),
      finds: (word) => this.singleWord(word, true).size > 0,
      near: (word, max) => this.knownWithin(word, max),
      search: (typed, limit) => this.search(typed, limit),
      categoryOf: (productId) => this.entries.get(productId)?.folded[6] ?? 0,
      categoryWords: () => this.categories.wordsById(),
    });
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
    for (const folded of loaded.products) {
      index.entries.set(folded[0], loadedEntry(folded));
      index.inCategory(folded[6], folded[0]);
    }
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
      this.forget();
      return true;
    }
    if (previous) this.remove(id);
    const entry = entryOf(folded);
    this.entries.set(id, entry);
    this.inCategory(folded[6], id);
    this.forget();
    this.sortedStarts = null;
    for (const term of entry.terms) {
      const ids = this.postings.get(term);
      if (ids) ids.push(id);
      else {
        this.postings.set(term, [id]);
        this.sorted = null;
        this.knownWords = null;
      }
    }
    return true;
  }

  private inCategory(categoryId: number, productId: number): void {
    const products = this.byCategory.get(categoryId);
    if (products) products.add(productId);
    else this.byCategory.set(categoryId, new Set([productId]));
  }

  private forget(): void {
    this.cache.clear();
    this.insideCache.clear();
  }

  /** The folded words a text asks for, each once. */
  private typedWords(text: string): string[] {
    const typed = [...new Set(splitWords(foldSearchText(text)))].slice(0, MAX_WORDS);
    // A bare article typed before its word ("حامل ال") asks nothing yet; typed alone, it is a word like any other.
    const asked = typed.filter((word) => typedWordForms(word).length);
    return asked.length ? asked : typed;
  }

  /** The typed words, a run of them that is a phrase of the vocabulary taken as one ("صن بلوك"). */
  private slotsOf(words: readonly string[]): Slot[] {
    const keys = words.map(stemKey);
    const slots: Slot[] = [];
    for (let at = 0; at < words.length; ) {
      const phrase = phraseAt(keys, at);
      const length = phrase?.length ?? 1;
      slots.push({
        words: words.slice(at, at + length),
        groups: phrase?.groups ?? [],
        last: at + length === words.length,
      });
      at += length;
    }
    return slots;
  }

  private slotMatch(slot: Slot): Found {
    const [word] = slot.words;
    if (slot.words.length === 1 && word !== undefined) return this.singleWord(word, slot.last);
    return this.remember(`&${slot.last ? '~' : ''}${slot.words.join(' ')}`, () => {
      const found: Found = new Map();
      for (const group of slot.groups)
        for (const phrase of groupPhrases(group)) addFound(found, this.phraseMatch(phrase));
      // The words as typed also find what they name together, but no better than the phrase's meaning: "صن بلوك"
      // is sunscreen before it is a box (صندوق) of Mega Bloks (بلوكس).
      const typed = intersect(
        slot.words.map((word, i) => this.singleWord(word, slot.last && i === slot.words.length - 1)),
      );
      for (const [id, score] of typed)
        found.set(id, merged(found.get(id), Math.max(score, WORD_FORM * HITS + (score % HITS))));
      return found;
    });
  }

  /** Every way one typed word finds products; `last`: the query ends with it, so it may be still being typed. */
  private singleWord(word: string, last: boolean): Found {
    return this.remember(last ? `~${word}` : word, () => {
      const found: Found = new Map();
      const typedForms = typedWordForms(word);
      const forms = typedForms.length ? typedForms : [word];
      for (const form of forms) this.eachStartingWith(form, (ids) => addAll(found, ids, WORD_START));
      const key = stemKey(word);
      addAll(found, this.postings.get(STEM + key), WORD_FORM);
      addAll(found, this.postings.get(key), WORD_FORM);
      if (word.length >= MIN_OPTION_START)
        for (const form of forms)
          this.eachStartingWith(OPTION + form, (ids) => addAll(found, ids, OTHER_FIELD));
      else addAll(found, this.postings.get(OPTION + word), OTHER_FIELD);
      addAll(found, this.categoryProducts(this.categories.named(forms, key)), OTHER_FIELD);
      const groups = new Set(groupsOf([key]));
      if (last && word.length >= MIN_VOCABULARY_START)
        for (const group of groupsStartingWith(word)) groups.add(group);
      for (const group of groups)
        for (const phrase of groupPhrases(group)) addFound(found, this.phraseMatch(phrase));
      const typos = allowedTypos(word.length);
      if (typos)
        for (const { word: known } of this.knownWithin(word, typos)) {
          addAll(found, this.wholeWord(known).keys(), TYPO);
          for (const group of groupsOf([stemKey(known)]))
            for (const phrase of groupPhrases(group)) addAll(found, this.phraseMatch(phrase).keys(), TYPO);
        }
      addAll(found, this.inside(word).ids, INSIDE);
      return found;
    });
  }

  /** The products holding every word of a vocabulary phrase, each a whole word (wholeWord). */
  private phraseMatch(phrase: Phrase): Found {
    const [only] = phrase.words;
    if (phrase.words.length === 1 && only !== undefined) return this.wholeWord(only);
    return this.remember(`+${phrase.words.join(' ')}`, () =>
      intersect(phrase.words.map((word) => this.wholeWord(word))),
    );
  }

  /**
   * The products a whole word finds (a vocabulary's word, a typo's correction): a word of their names with its stem,
   * or the word among their variants' values or with its stem in their categories' names.
   */
  private wholeWord(word: string): Found {
    return this.remember(`=${word}`, () => {
      const found: Found = new Map();
      const key = stemKey(word);
      addAll(found, this.postings.get(STEM + key), WORD_FORM);
      addAll(found, this.postings.get(key), WORD_FORM);
      addAll(found, this.postings.get(OPTION + word), OTHER_FIELD);
      addAll(found, this.categoryProducts(this.categories.withStem(key)), OTHER_FIELD);
      return found;
    });
  }

  private remember(key: string, find: () => Found): Found {
    const cached = this.cache.get(key);
    if (cached) return cached;
    const found = find();
    if (this.cache.size >= MAX_CACHED_MATCHES) this.cache.clear();
    this.cache.set(key, found);
    return found;
  }

  /** The products of the categories and of every category under them. */
  private *categoryProducts(categoryIds: readonly number[]): Iterable<number> {
    if (!categoryIds.length) return;
    for (const id of this.categories.withDescendants(categoryIds)) yield* this.byCategory.get(id) ?? [];
  }

  /** Hands over the products of each term starting with `prefix`. */
  private eachStartingWith(prefix: string, visit: (ids: readonly number[]) => void): void {
    const terms = this.terms();
    for (let i = lowerBound(terms, prefix); i < terms.length; i++) {
      const term = terms[i] as string;
      if (!term.startsWith(prefix)) break;
      visit(this.postings.get(term) ?? []);
    }
  }

  private inside(word: string): InsideMatch {
    const cached = this.insideCache.get(word);
    if (cached) return cached;
    const ids = new Set<number>();
    const insideTerms: string[] = [];
    if (word.length >= MIN_INSIDE_LENGTH) {
      // A shopper types a word a key at a time, so the word one key shorter was usually just looked up.
      const shorter = word.length > MIN_INSIDE_LENGTH ? this.insideCache.get(word.slice(0, -1)) : undefined;
      const terms = shorter?.insideTerms ?? this.terms();
      // Only the plain terms: a stem or a variant's value is never matched inside.
      for (let i = shorter ? 0 : lowerBound(terms, PLAIN_TERMS); i < terms.length; i++) {
        const term = terms[i] as string;
        if (term.indexOf(word, 1) === -1) continue;
        insideTerms.push(term);
        for (const id of this.postings.get(term) ?? []) ids.add(id);
      }
    }
    const match = { ids, insideTerms };
    if (this.insideCache.size >= MAX_CACHED_MATCHES) this.insideCache.clear();
    this.insideCache.set(word, match);
    return match;
  }

  /** The known words at most `max` edits from a folded word (itself aside), nearest first, then the most used. */
  private knownWithin(word: string, max: number): { word: string; distance: number }[] {
    const known = this.known();
    const near: { word: string; distance: number; uses: number }[] = [];
    for (let length = word.length - max; length <= word.length + max; length++)
      for (const candidate of known.get(length) ?? []) {
        if (candidate === word) continue;
        const distance = editDistance(word, candidate, max);
        if (distance !== null)
          near.push({ word: candidate, distance, uses: this.postings.get(candidate)?.length ?? 0 });
      }
    return near.sort((a, b) => a.distance - b.distance || b.uses - a.uses || (a.word < b.word ? -1 : 1));
  }

  /** The words of the names, variants' values, categories and vocabulary, by length. */
  private known(): Map<number, string[]> {
    if (!this.knownWords) {
      const words = new Set<string>(VOCABULARY_WORDS);
      for (const term of this.terms()) {
        if (term.startsWith(STEM)) continue;
        words.add(term.startsWith(OPTION) ? term.slice(OPTION.length) : term);
      }
      for (const [, categoryWords] of this.categories.wordsById())
        for (const word of categoryWords) words.add(word);
      this.knownWords = new Map();
      for (const word of words) {
        if (!KNOWN_WORD.test(word)) continue;
        const same = this.knownWords.get(word.length);
        if (same) same.push(word);
        else this.knownWords.set(word.length, [word]);
      }
    }
    return this.knownWords;
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
}
