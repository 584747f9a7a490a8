/**
 * A word's stem key (SPEC §2 Search): what a folded word is matched by when its exact letters are not typed, so a
 * plural or another form finds its singular (عبايات finds عباية, حقائب finds حقيبة, dresses finds dress). The
 * irregular plurals come from their table (irregularPlurals.ts); the regular forms from a light stemmer, Arabic as
 * Larkey's light10 (the article, then a few common suffixes, always leaving three letters) and English by its plural
 * endings. Both sides of a match are stemmed alike, so a stem need not be a word: only equal stems match, never a
 * stem's prefix (ساعات and ساعد would otherwise meet).
 */
import { IRREGULAR_PLURALS } from './irregularPlurals';
import { foldSearchText, withoutArticle } from './searchText';

const SINGULAR_OF = new Map(
  IRREGULAR_PLURALS.map(([plural, singular]) => [foldSearchText(plural), foldSearchText(singular)]),
);

/**
 * The Arabic suffixes taken off (folded: ة is ه), two letters before one: the feminine plural ات, the nisba يه ي,
 * the feminine ه, and a final ا (كاميرا, سودا). Not light10's masculine plural ون ين, dual ان or pronoun ها: a shop's
 * words rarely take them, and many of its nouns end so (ايفون, تلفون, فستان, سكين), which they would cut short into
 * other words (ايفون → ايف, as in إيف سان لوران).
 */
const ARABIC_SUFFIXES = ['ات', 'يه', 'ه', 'ي', 'ا'] as const;
/** What a stem keeps at least: the three letters of most Arabic roots. */
const MIN_STEM = 3;
/** Suffixes taken off one after the other (عبايات → عباي → عبا, as عبايه → عبا). */
const MAX_SUFFIXES = 2;
const LATIN = /^[a-z]+$/;

function arabicStem(word: string): string {
  let stem = word;
  for (let taken = 0; taken < MAX_SUFFIXES; taken++) {
    const suffix = ARABIC_SUFFIXES.find(
      (ending) => stem.endsWith(ending) && stem.length - ending.length >= MIN_STEM,
    );
    if (!suffix) break;
    stem = stem.slice(0, -suffix.length);
  }
  return stem;
}

/** An English plural's singular by its ending: batteries → battery, dresses → dress, shoes → shoe. */
function englishStem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ss|sh|ch|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Stems worked out lately: an index of thousands of products stems the same few thousand words over and over. Forgotten
 * when full, so words typed on a long-running server never pile up.
 */
const known = new Map<string, string>();
const MAX_KNOWN = 20_000;

/** The stem key of a folded word (searchText.ts): its singular's light stem, without its article. */
export function stemKey(word: string): string {
  const remembered = known.get(word);
  if (remembered !== undefined) return remembered;
  const bare = withoutArticle(word) ?? word;
  const singular = SINGULAR_OF.get(word) ?? SINGULAR_OF.get(bare) ?? bare;
  const key = LATIN.test(singular)
    ? englishStem(singular)
    : /[\u0600-\u06ff]/.test(singular)
      ? arabicStem(singular)
      : singular;
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(word, key);
  return key;
}
