import { describe, expect, it } from 'vitest';
import { quickAddNeedsProductPage } from '../../../src/domain';

describe('quick add from a product card (SPEC §4 Add to cart on a product card)', () => {
  it('goes to the product page when the check returns more than 1', () => {
    expect(quickAddNeedsProductPage({ count: 2 })).toBe(true);
  });

  it('adds directly otherwise', () => {
    expect(quickAddNeedsProductPage({ count: 1 })).toBe(false);
    expect(quickAddNeedsProductPage({ count: 0 })).toBe(false);
  });
});
