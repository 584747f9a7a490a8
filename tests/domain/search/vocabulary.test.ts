import { describe, expect, it } from 'vitest';
import { ProductSearchIndex } from '../../../src/domain';
import { searchWords } from '../../../src/domain/search/searchText';
import { VOCABULARY } from '../../../src/domain/search/vocabulary';
import { stemKey } from '../../../src/domain/search/wordStem';

/** A word no entry holds, so a product named with it is found only beside it. */
const TAG = 'qzx';

describe('the vocabulary: the words shoppers type for the same thing find each other (SPEC §2 Search)', () => {
  it.each(VOCABULARY.map((group) => [group.join(' / '), group] as const))('%s', (_, group) => {
    const index = new ProductSearchIndex();
    group.forEach((phrase, i) => {
      index.put({ productId: i + 1, name: `${phrase} ${TAG}`, nameEn: '', quantity: 1 });
    });
    const all = group.map((__, i) => i + 1);
    // Each way round, and inside a longer query.
    for (const phrase of group) expect(index.search(`${TAG} ${phrase}`).sort(), phrase).toEqual(all);
  });

  it('writes each phrase with letters, once per group', () => {
    for (const group of VOCABULARY) {
      const stems = group.map((phrase) => searchWords(phrase).map(stemKey).join(' '));
      expect(stems.every(Boolean), group.join(' / ')).toBe(true);
      expect(new Set(stems).size, group.join(' / ')).toBe(group.length);
    }
  });
});
