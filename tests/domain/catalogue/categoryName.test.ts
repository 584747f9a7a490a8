import { describe, expect, it } from 'vitest';
import { categoryName, productDescription, productName } from '../../../src/domain';
import { product } from '../factories';

const category = (name_en: string | null) => ({ name: 'إلكترونيات', name_en });

describe('category name (SPEC §3 Category)', () => {
  it('is English when the language is English and name_en is non-empty', () => {
    expect(categoryName(category('Electronics'), 'en')).toBe('Electronics');
  });

  it('is name otherwise', () => {
    expect(categoryName(category('Electronics'), 'ar')).toBe('إلكترونيات');
    expect(categoryName(category(''), 'en')).toBe('إلكترونيات');
    expect(categoryName(category('  '), 'en')).toBe('إلكترونيات');
    expect(categoryName(category(null), 'en')).toBe('إلكترونيات');
  });
});

describe('product name (SPEC §3 Category rule applied to products)', () => {
  it('follows the same rule', () => {
    expect(productName(product({ name: 'قميص', name_en: 'Shirt' }), 'en')).toBe('Shirt');
    expect(productName(product({ name: 'قميص', name_en: 'Shirt' }), 'ar')).toBe('قميص');
  });

  it('applies to descriptions, falling back to description_sale', () => {
    expect(productDescription(product({ description: 'وصف', description_en: 'About' }), 'en')).toBe('About');
    expect(productDescription(product({ description_sale: 'بيع' }), 'ar')).toBe('بيع');
    expect(productDescription(product(), 'ar')).toBe('');
  });
});
