import { describe, expect, it } from 'vitest';
import { IRREGULAR_PLURALS } from '../../../src/domain/search/irregularPlurals';
import { foldSearchText } from '../../../src/domain/search/searchText';
import { stemKey } from '../../../src/domain/search/wordStem';

const stemOf = (word: string) => stemKey(foldSearchText(word));

describe('the irregular plurals: each one finds its singular (SPEC §2 Search)', () => {
  it.each(IRREGULAR_PLURALS)('%s finds %s, with or without the article', (plural, singular) => {
    expect(stemOf(plural)).toBe(stemOf(singular));
    if (/[\u0600-\u06ff]/.test(plural)) expect(stemOf(`ال${plural}`)).toBe(stemOf(singular));
  });
});
