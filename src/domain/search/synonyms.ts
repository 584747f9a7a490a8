/**
 * The vocabulary (vocabulary.ts) made ready to look up: each phrase folded (searchText.ts) and keyed by its words'
 * stems (wordStem.ts), so a typed word finds its groups whatever its form (شنط, شنطة, الشنطة), and a run of typed
 * words anywhere in a query finds a phrase ("صن بلوك" in "صن بلوك للوجه"). The index (productSearch.ts) then looks
 * for every phrase of those groups in the products.
 */
import { searchWords } from './searchText';
import { VOCABULARY } from './vocabulary';
import { stemKey } from './wordStem';

/** A phrase of the vocabulary: its folded words and their stems. */
export interface Phrase {
  words: readonly string[];
  keys: readonly string[];
}

const GROUPS: readonly (readonly Phrase[])[] = VOCABULARY.map((group) =>
  group.map((text) => {
    const words = searchWords(text);
    return { words, keys: words.map(stemKey) };
  }),
);

const byKeys = new Map<string, number[]>();
/** One-word phrases, folded and sorted, beside their group: a word still being typed finds them by its start. */
const oneWordPhrases: [word: string, group: number][] = [];
/** The phrases' original spellings by their folded words, for suggestions shown to a shopper. */
const spellings = new Map<string, string>();
GROUPS.forEach((group, at) => {
  group.forEach((phrase, i) => {
    const key = phrase.keys.join(' ');
    const groups = byKeys.get(key);
    if (!groups) byKeys.set(key, [at]);
    else if (!groups.includes(at)) groups.push(at);
    const [only] = phrase.words;
    if (phrase.words.length === 1 && only) oneWordPhrases.push([only, at]);
    spellings.set(phrase.words.join(' '), VOCABULARY[at]?.[i] ?? '');
  });
});
oneWordPhrases.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
const LONGEST = Math.max(...GROUPS.flat().map((phrase) => phrase.words.length));
const NO_GROUPS: readonly number[] = [];

/** The groups holding a phrase of exactly these stems. */
export function groupsOf(keys: readonly string[]): readonly number[] {
  return byKeys.get(keys.join(' ')) ?? NO_GROUPS;
}

/** The longest phrase of two words or more that the stems from `start` begin with, and its groups. */
export function phraseAt(
  keys: readonly string[],
  start: number,
): { length: number; groups: readonly number[] } | null {
  for (let length = Math.min(LONGEST, keys.length - start); length >= 2; length--) {
    const groups = byKeys.get(keys.slice(start, start + length).join(' '));
    if (groups) return { length, groups };
  }
  return null;
}

/** The groups of the one-word phrases that start with a folded word. */
export function groupsStartingWith(word: string): number[] {
  let low = 0;
  let high = oneWordPhrases.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((oneWordPhrases[middle]?.[0] as string) < word) low = middle + 1;
    else high = middle;
  }
  const groups: number[] = [];
  for (let i = low; i < oneWordPhrases.length; i++) {
    const [phrase, group] = oneWordPhrases[i] as [string, number];
    if (!phrase.startsWith(word)) break;
    if (!groups.includes(group)) groups.push(group);
  }
  return groups;
}

export function groupPhrases(group: number): readonly Phrase[] {
  return GROUPS[group] ?? [];
}

/** Every folded word of the vocabulary: typos are corrected towards these too. */
export const VOCABULARY_WORDS: readonly string[] = [
  ...new Set(GROUPS.flat().flatMap((phrase) => phrase.words)),
];

/** A phrase's spelling as the vocabulary writes it, from its folded words; undefined when it holds none. */
export const vocabularySpelling = (folded: string): string | undefined => spellings.get(folded);
