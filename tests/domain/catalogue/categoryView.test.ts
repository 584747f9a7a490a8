import { describe, expect, it } from 'vitest';
import { type CategoryPlace, categorySubtree, categoryView } from '../../../src/domain';

const cat = (id: number, parentId: number | null, level: number): CategoryPlace => ({ id, parentId, level });
const tree = [cat(1, null, 1), cat(11, 1, 2), cat(12, 1, 2), cat(111, 11, 3), cat(2, null, 1)];

describe('which category the category products page lists (SPEC §2 Category products page)', () => {
  it('loads the first subcategory instead of a level-1 category that has subcategories', () => {
    expect(categoryView(cat(1, null, 1), tree)).toEqual({ shownId: 11, pillsOfId: 1 });
  });

  it('lists a level-1 category without subcategories itself, with no pills', () => {
    expect(categoryView(cat(2, null, 1), tree)).toEqual({ shownId: 2, pillsOfId: null });
  });

  it('lists a subcategory itself, with its siblings as the pills', () => {
    expect(categoryView(cat(12, 1, 2), tree)).toEqual({ shownId: 12, pillsOfId: 1 });
    expect(categoryView(cat(111, 11, 3), tree)).toEqual({ shownId: 111, pillsOfId: 11 });
  });
});

describe('a category\'s "All" pill (SPEC §2 Category products page is silent on it)', () => {
  it('lists a parent category whole, with its subcategories as the pills, at any level; others as before', () => {
    expect(categoryView(cat(1, null, 1), tree, true)).toEqual({ shownId: 1, pillsOfId: 1 });
    expect(categoryView(cat(11, 1, 2), tree, true)).toEqual({ shownId: 11, pillsOfId: 11 });
    expect(categoryView(cat(2, null, 1), tree, true)).toEqual({ shownId: 2, pillsOfId: null });
    expect(categoryView(cat(111, 11, 3), tree, true)).toEqual({ shownId: 111, pillsOfId: 11 });
  });
});

describe('a category subtree (docs/API.md: a category lists its descendants’ products)', () => {
  it('holds the category and every category below it', () => {
    expect(categorySubtree(1, tree).sort((a, b) => a - b)).toEqual([1, 11, 12, 111]);
    expect(categorySubtree(2, tree)).toEqual([2]);
  });
});
