import { describe, expect, it } from 'vitest';
import { addButtonLabel } from '../../../src/domain';

const state = (o: Partial<Parameters<typeof addButtonLabel>[0]> = {}) =>
  addButtonLabel({ outOfStock: false, hasVariants: false, allAttributesSelected: false, added: false, ...o });

describe('add button label (SPEC §4 Add to cart on a product card)', () => {
  it('says Out of Stock when unavailable, whatever else holds', () => {
    expect(state({ outOfStock: true, hasVariants: true, added: true })).toBe('outOfStock');
  });

  it('says Select Options when variants exist and not all attributes are chosen', () => {
    expect(state({ hasVariants: true, added: true })).toBe('selectOptions');
  });

  it('says Added after adding', () => {
    expect(state({ hasVariants: true, allAttributesSelected: true, added: true })).toBe('added');
  });

  it('says Add to Cart otherwise', () => {
    expect(state()).toBe('addToCart');
    expect(state({ hasVariants: true, allAttributesSelected: true })).toBe('addToCart');
  });
});
