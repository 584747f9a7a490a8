/**
 * No dead end (SPEC §2 Search): what a search that finds nothing offers instead. The nearest spellings that would
 * find something (a word the index knows a few edits away, looser than a search's own typo tolerance; or, when every
 * word finds something alone but not all together, the query less one word), written as the shopper wrote the other
 * words; and the categories nearest its words: those whose names come closest, then those of the products the
 * spellings find. Worked out by the index (productSearch.ts) from what it holds; the index keeps names folded, so a
 * caller holding the products writes a spelling back in their letters (`respelled`).
 */
import { foldSearchText, searchWords } from './searchText';
import { vocabularySpelling } from './synonyms';
import { editDistance } from './typoDistance';
import { stemKey } from './wordStem';

export interface SearchSuggestions {
  /** Queries that find something, nearest first, to type instead. */
  spellings: string[];
  /** For each spelling, the first product it finds. */
  examples: number[];
  /** Category ids, nearest first. */
  categoryIds: number[];
}

/** What the suggestions read of the index. */
export interface SuggestionSource {
  /** The folded words a text asks for, as a search reads them. */
  words(text: string): string[];
  /** Whether a folded word finds a product on its own. */
  finds(word: string): boolean;
  /** The words the index knows at most `max` edits from a folded word, nearest first. */
  near(word: string, max: number): { word: string; distance: number }[];
  search(text: string, limit: number): number[];
  categoryOf(productId: number): number;
  categoryWords(): Iterable<[number, readonly string[]]>;
}

const MAX_SPELLINGS = 3;
const MAX_CATEGORIES = 4;
/** Nearest words tried in place of a word that finds nothing. */
const TRIED_PER_WORD = 4;
/** The results of each spelling whose categories are offered. */
const SAMPLED_RESULTS = 12;
/** A category word this close to a typed word counts as near; shorter words must match its start or stem. */
const MIN_NEAR_LENGTH = 3;
const NONE: SearchSuggestions = { spellings: [], examples: [], categoryIds: [] };

/** Looser than a search's typos: a suggestion is offered, never forced on the shopper. */
function suggestionEdits(length: number): number {
  return length < MIN_NEAR_LENGTH ? 0 : length < 6 ? 1 : length < 9 ? 2 : 3;
}

/** Each typed word's spelling as the shopper wrote it, by its folded form. */
function asTyped(text: string): Map<string, string> {
  const written = new Map<string, string>();
  for (const part of text.trim().split(/\s+/)) {
    const [folded, ...more] = searchWords(part);
    if (folded && !more.length) written.set(folded, part.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  }
  return written;
}

/** The word lists to try, nearest first. */
function candidates(words: readonly string[], source: SuggestionSource): string[][] {
  const failing = words.filter((word) => !source.finds(word));
  if (!failing.length)
    // Every word finds something alone, not all together: the query less one word, the last word first.
    return words.map((_, i) => words.filter((__, j) => j !== words.length - 1 - i));
  const nearest = new Map(
    failing.map((word) => [
      word,
      source
        .near(word, suggestionEdits(word.length))
        .slice(0, TRIED_PER_WORD)
        .map((near) => near.word),
    ]),
  );
  const tried: string[][] = [];
  // The first failing word's nearest words in turn, the others' nearest (or without them, when none is near).
  const [first] = failing;
  for (const choice of (first && nearest.get(first)) ?? [])
    tried.push(
      words.flatMap((word) =>
        word === first ? [choice] : nearest.has(word) ? (nearest.get(word)?.slice(0, 1) ?? []) : [word],
      ),
    );
  const kept = words.filter((word) => !nearest.has(word));
  if (kept.length) tried.push(kept);
  return tried;
}

/** How close a category's words come to the typed words: 0 for a shared start or stem; null when none is near. */
function closeness(typed: readonly string[], categoryWords: readonly string[]): number | null {
  let best: number | null = null;
  for (const word of typed) {
    if (word.length < MIN_NEAR_LENGTH) continue;
    for (const categoryWord of categoryWords) {
      const distance =
        categoryWord.startsWith(word) || stemKey(word) === stemKey(categoryWord)
          ? 0
          : editDistance(word, categoryWord, suggestionEdits(word.length));
      if (distance !== null && (best === null || distance < best)) best = distance;
    }
  }
  return best;
}

export function suggestionsFor(text: string, source: SuggestionSource): SearchSuggestions {
  const words = source.words(text);
  if (!words.length) return NONE;
  const written = asTyped(text);
  const spellings: string[] = [];
  const examples: number[] = [];
  const foundCategories = new Map<number, number>();
  for (const candidate of candidates(words, source)) {
    if (spellings.length >= MAX_SPELLINGS) break;
    if (!candidate.length) continue;
    const found = source.search(candidate.join(' '), SAMPLED_RESULTS);
    if (!found.length) continue;
    const shown = candidate.map((word) => written.get(word) ?? vocabularySpelling(word) ?? word).join(' ');
    if (spellings.includes(shown)) continue;
    spellings.push(shown);
    examples.push(found[0] as number);
    for (const id of found) {
      const category = source.categoryOf(id);
      if (category) foundCategories.set(category, (foundCategories.get(category) ?? 0) + 1);
    }
  }
  const near: [id: number, distance: number][] = [];
  for (const [id, categoryWords] of source.categoryWords()) {
    const distance = closeness(words, categoryWords);
    if (distance !== null) near.push([id, distance]);
  }
  near.sort((a, b) => a[1] - b[1] || a[0] - b[0]);
  const byProducts = [...foundCategories].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const categoryIds = [...new Set([...near.map(([id]) => id), ...byProducts.map(([id]) => id)])];
  return { spellings, examples, categoryIds: categoryIds.slice(0, MAX_CATEGORIES) };
}

/** A spelling with each word a product's names hold written as they write it (ة, hamza, capitals). */
export function respelled(spelling: string, names: readonly string[]): string {
  const written = new Map<string, string>();
  for (const name of names)
    for (const word of name.split(/[^\p{L}\p{N}]+/u)) if (word) written.set(foldSearchText(word), word);
  return spelling
    .split(' ')
    .map((word) => written.get(foldSearchText(word)) ?? word)
    .join(' ');
}
