import { describe, expect, it } from 'vitest';
import { searchWords } from '../../../src/domain/search/searchText';
import { groupPhrases, groupsOf, groupsStartingWith, phraseAt } from '../../../src/domain/search/synonyms';
import { stemKey } from '../../../src/domain/search/wordStem';

const stems = (text: string) => searchWords(text).map(stemKey);
const wordsOf = (group: number) => groupPhrases(group).map((phrase) => phrase.words.join(' '));

describe('the vocabulary looked up (SPEC §2 Search)', () => {
  it('finds a word’s groups whatever its form: plural, article, ة or ه', () => {
    for (const typed of ['شنطة', 'شنطه', 'الشنطة', 'شنطات'])
      expect(groupsOf(stems(typed)).flatMap(wordsOf), typed).toContain('حقيبه');
  });

  it('finds the longest phrase a run of typed words begins with, anywhere in the query', () => {
    const keys = stems('كريم صن بلوك للوجه');
    expect(phraseAt(keys, 0)).toBeNull();
    const found = phraseAt(keys, 1);
    expect(found?.length).toBe(2);
    expect(found?.groups.flatMap(wordsOf)).toContain('sunscreen');
  });

  it('finds the one-word phrases a word still being typed starts', () => {
    expect(groupsStartingWith('موبا').flatMap(wordsOf)).toContain('phone');
    expect(groupsStartingWith('زzz')).toEqual([]);
  });
});
