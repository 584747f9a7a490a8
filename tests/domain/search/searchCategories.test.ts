import { describe, expect, it } from 'vitest';
import { CategoryTable } from '../../../src/domain/search/searchCategories';
import { stemKey } from '../../../src/domain/search/wordStem';

const table = () => {
  const categories = new CategoryTable();
  categories.put({ categoryId: 1, parentId: null, name: 'إلكترونيات', nameEn: 'Electronics' });
  categories.put({ categoryId: 2, parentId: 1, name: 'هواتف', nameEn: 'Phones' });
  categories.put({ categoryId: 3, parentId: 2, name: 'إكسسوارات الهواتف', nameEn: 'Phone Accessories' });
  categories.put({ categoryId: 4, parentId: null, name: 'إكسسوارات السيارات', nameEn: 'Car Accessories' });
  return categories;
};

describe('the categories a typed word names (SPEC §2 Search)', () => {
  it('names a category by a word’s start, its form without the article, or its stem', () => {
    const categories = table();
    expect(categories.named(['اكسس'], stemKey('اكسس'))).toEqual([3, 4]);
    expect(categories.named(['سيارات'], stemKey('سيارات'))).toEqual([4]);
    expect(categories.named(['phone'], stemKey('phone'))).toEqual([2, 3]);
  });

  it('names a category by a one-letter word only when that is its whole word', () => {
    expect(table().named(['ه'], stemKey('ه'))).toEqual([]);
  });

  it('reaches every category under the ones named', () => {
    expect([...table().withDescendants([1])].sort()).toEqual([1, 2, 3]);
  });

  it('tells whether a category changed', () => {
    const categories = table();
    expect(categories.put({ categoryId: 2, parentId: 1, name: 'هواتف', nameEn: 'Phones' })).toBe(false);
    expect(categories.put({ categoryId: 2, parentId: 1, name: 'جوالات', nameEn: 'Phones' })).toBe(true);
    expect(categories.remove(2)).toBe(true);
    expect([...categories.withDescendants([1])].sort()).toEqual([1]);
  });
});
