import { describe, expect, it } from 'vitest';
import {
  allAttributesSelected,
  autoSelectAttributes,
  findVariant,
  galleryImage,
  isValueDisabled,
  isVariantInStock,
} from '../../src/domain';
import { attrs, variant, variantSystem } from './factories';

const redS = variant({ id: 1, attributes_array: attrs({ Color: 'Red', Size: 'S' }), stock_quantity: 0 });
const redM = variant({ id: 2, attributes_array: attrs({ Color: 'Red', Size: 'M' }), is_available: false });
const blueS = variant({ id: 3, attributes_array: attrs({ Color: 'Blue', Size: 'S' }) });
const blueM = variant({
  id: 4,
  attributes_array: attrs({ Color: 'Blue', Size: 'M' }),
  main_image: '/media/blue-m.jpg',
});
const shirt = variantSystem({ Color: ['Red', 'Blue'], Size: ['S', 'M'] }, [redS, redM, blueS, blueM]);

describe('variant auto-selection (SPEC §4 Variants)', () => {
  it('picks for each attribute the first value leading to an available in-stock variant', () => {
    expect(autoSelectAttributes(shirt)).toEqual({ Color: 'Blue', Size: 'S' });
  });

  it('keeps later choices consistent with earlier ones', () => {
    const system = variantSystem({ Color: ['Red', 'Blue'], Size: ['S', 'M'] }, [
      variant({ id: 1, attributes_array: attrs({ Color: 'Red', Size: 'M' }) }),
      variant({ id: 2, attributes_array: attrs({ Color: 'Blue', Size: 'S' }) }),
    ]);
    expect(autoSelectAttributes(system)).toEqual({ Color: 'Red', Size: 'M' });
  });

  it('leaves an attribute unchosen when nothing is in stock', () => {
    expect(autoSelectAttributes(variantSystem({ Color: ['Red'] }, [redS]))).toEqual({});
  });

  it('reads flat color and size fields when attributes_array is empty', () => {
    const system = variantSystem({ Color: ['Green'], Size: ['L'] }, [variant({ color: 'Green', size: 'L' })]);
    expect(autoSelectAttributes(system)).toEqual({ Color: 'Green', Size: 'L' });
  });
});

describe('variant matching (SPEC §4 Variants)', () => {
  it('finds the variant matching all selected attributes', () => {
    expect(findVariant(shirt, { Color: 'Blue', Size: 'M' })?.id).toBe(blueM.id);
  });

  it('finds an unavailable variant too, leaving stock to the stock rule', () => {
    expect(findVariant(shirt, { Color: 'Red', Size: 'M' })?.id).toBe(redM.id);
  });

  it('selects no variant when none matches', () => {
    expect(findVariant(shirt, { Color: 'Green', Size: 'M' })).toBeNull();
  });

  it('selects no variant until every attribute is chosen', () => {
    expect(findVariant(shirt, { Color: 'Blue' })).toBeNull();
    expect(allAttributesSelected(shirt, { Color: 'Blue' })).toBe(false);
    expect(allAttributesSelected(shirt, { Color: 'Blue', Size: 'S' })).toBe(true);
  });
});

describe('disabled values (SPEC §4 Variants)', () => {
  it('disables a value with no available in-stock variant for the other current choices', () => {
    expect(isValueDisabled(shirt, { Color: 'Red', Size: 'S' }, 'Size', 'M')).toBe(true);
    expect(isValueDisabled(shirt, { Color: 'Blue', Size: 'S' }, 'Size', 'M')).toBe(false);
  });

  it('disables a value that has no in-stock variant at all', () => {
    expect(isValueDisabled(shirt, {}, 'Color', 'Red')).toBe(true);
    expect(isValueDisabled(shirt, {}, 'Color', 'Blue')).toBe(false);
  });

  it('counts a variant in stock only when available with stock above 0', () => {
    expect([redS, redM, blueS].map(isVariantInStock)).toEqual([false, false, true]);
  });
});

describe('gallery image (SPEC §4 Variants)', () => {
  it('follows the selected variant image', () => {
    expect(galleryImage(blueM, '/media/p.jpg')).toBe('/media/blue-m.jpg');
  });

  it('falls back to featured_image', () => {
    expect(galleryImage(variant({ featured_image: '/media/f.jpg' }), '/media/p.jpg')).toBe('/media/f.jpg');
  });

  it('keeps the current image for a fetch-product-image URL', () => {
    const proxied = variant({ main_image: 'https://erp.example/api/odoo/fetch-product-image/12' });
    expect(galleryImage(proxied, '/media/p.jpg')).toBe('/media/p.jpg');
  });

  it('keeps the current image without a variant or variant image', () => {
    expect(galleryImage(null, '/media/p.jpg')).toBe('/media/p.jpg');
    expect(galleryImage(variant(), '/media/p.jpg')).toBe('/media/p.jpg');
  });
});
