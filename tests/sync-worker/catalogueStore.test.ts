import { describe, expect, it } from 'vitest';
import type { ProductDoc } from '../../src/db';
import { isProductDoc } from '../../src/sync-worker/catalogueStore';

const stored: ProductDoc = {
  id: '7',
  productId: 7,
  categoryId: 2,
  name: 'تمر',
  nameEn: 'Dates',
  priceFils: 1500,
  oldPriceFils: null,
  image: null,
  quantity: 4,
  hasVariants: false,
  updatedAt: 1,
};

describe("a server render's product documents, stored by the worker", () => {
  it('are products when every field a stored product has is there with its type', () => {
    expect(isProductDoc(stored)).toBe(true);
    expect(isProductDoc({ ...stored, summary: 'Sweet', detailFetchedAt: null })).toBe(true);
  });

  it('are not when a field is missing or of another type, so a malformed page never reaches the collection', () => {
    const { nameEn: _, ...withoutEnglish } = stored;
    expect(isProductDoc(withoutEnglish)).toBe(false);
    expect(isProductDoc({ ...stored, priceFils: '1.500' })).toBe(false);
    expect(isProductDoc(null)).toBe(false);
    expect(isProductDoc('7')).toBe(false);
  });
});
