import { describe, expect, it } from 'vitest';
import { cartLineId, cartLineOptions, lineQuantity, lineTotalFils } from '../../../src/domain';
import { cartItem } from '../factories';

describe('cart line id (SPEC §3 Cart item)', () => {
  it('is the product id for a simple product', () => {
    expect(cartLineId(12)).toBe('12');
  });

  it('is product id and variant id for a variant', () => {
    expect(cartLineId(12, { variantId: 34 })).toBe('12-34');
  });

  it('is product id and attributes sorted by name when no variant id is known', () => {
    expect(cartLineId(12, { attributes: { Size: 'M', Color: 'Red' } })).toBe('12-Color:Red|Size:M');
  });

  it('gives the same id whatever order the attributes were chosen in', () => {
    expect(cartLineId(5, { attributes: { Size: 'M', Color: 'Red' } })).toBe(
      cartLineId(5, { attributes: { Color: 'Red', Size: 'M' } }),
    );
  });

  it('prefers the variant id over attributes', () => {
    expect(cartLineId(12, { variantId: 34, attributes: { Size: 'M' } })).toBe('12-34');
  });
});

describe('line quantity (SPEC §4 Cart)', () => {
  it('uses quantity first', () => expect(lineQuantity(cartItem({ quantity: 3, counter: 2 }))).toBe(3));
  it('falls back to counter', () => expect(lineQuantity(cartItem({ counter: 2 }))).toBe(2));
  it('falls back to 1', () => expect(lineQuantity(cartItem())).toBe(1));
  it('treats a zero quantity as missing', () =>
    expect(lineQuantity(cartItem({ quantity: 0, counter: 4 }))).toBe(4));
});

describe('line total', () => {
  it('is price times quantity in fils', () => {
    expect(lineTotalFils(cartItem({ price: '1.250', quantity: 3 }))).toBe(3750);
  });
});

describe('line options in the interface language (SPEC §3 language rule)', () => {
  const navyL = cartItem({
    selectedVariant: {
      id: 7,
      attributes: { Color: 'Navy', Size: 'L' },
      attributes_array: [
        { name: 'Color', value: 'Navy', name_ar: 'اللون', value_ar: 'كحلي' },
        { name: 'Size', value: 'L', name_ar: 'المقاس', value_ar: 'كبير' },
      ],
    },
  });

  it.each([
    [
      'ar',
      [
        { name: 'اللون', value: 'كحلي' },
        { name: 'المقاس', value: 'كبير' },
      ],
    ],
    [
      'en',
      [
        { name: 'Color', value: 'Navy' },
        { name: 'Size', value: 'L' },
      ],
    ],
  ] as const)('names the variant in %s', (lang, expected) => {
    expect(cartLineOptions(navyL, lang)).toEqual(expected);
  });

  it('names an attribute as keyed when it came without Arabic', () => {
    const plain = cartItem({
      selectedVariant: { id: 8, attributes_array: [{ name: 'Fit', value: 'Slim' }] },
    });
    expect(cartLineOptions(plain, 'ar')).toEqual([{ name: 'Fit', value: 'Slim' }]);
  });

  it('has none for a line without a variant, or one stored before variants kept their attributes', () => {
    expect(cartLineOptions(cartItem(), 'ar')).toEqual([]);
    expect(
      cartLineOptions(cartItem({ selectedVariant: { id: 9, attributes: { Color: 'Red' } } }), 'ar'),
    ).toEqual([]);
  });
});
