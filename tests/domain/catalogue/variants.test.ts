import { describe, expect, it } from 'vitest';
import {
  allAttributesSelected,
  attributeLabel,
  autoSelectAttributes,
  chooseValue,
  findVariant,
  isVariantInStock,
  productChoice,
  type ValueAvailability,
  valueAvailability,
  valueLabel,
} from '../../../src/domain';
import { attrs, variant, variantSystem } from '../factories';

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

/**
 * A shirt whose stock is spread unevenly, as a shop's is: Red only in S, Blue in M and L (its S is withdrawn),
 * Green in no size at all, and an XL that only Green ever had.
 */
const tee = variantSystem({ Color: ['Red', 'Blue', 'Green'], Size: ['S', 'M', 'L', 'XL'] }, [
  variant({ id: 11, attributes_array: attrs({ Color: 'Red', Size: 'S' }) }),
  variant({ id: 12, attributes_array: attrs({ Color: 'Red', Size: 'M' }), stock_quantity: 0 }),
  variant({ id: 13, attributes_array: attrs({ Color: 'Blue', Size: 'S' }), is_available: false }),
  variant({ id: 14, attributes_array: attrs({ Color: 'Blue', Size: 'M' }) }),
  variant({ id: 15, attributes_array: attrs({ Color: 'Blue', Size: 'L' }) }),
  variant({ id: 16, attributes_array: attrs({ Color: 'Green', Size: 'S' }), stock_quantity: 0 }),
  variant({ id: 17, attributes_array: attrs({ Color: 'Green', Size: 'XL' }), is_available: false }),
]);

describe('how the picker offers each value (SPEC §4 Variants: disabled only when no combination is in stock)', () => {
  const onLoad = autoSelectAttributes(tee);

  it('starts on the first combination in stock', () => {
    expect(onLoad).toEqual({ Color: 'Red', Size: 'S' });
  });

  it.each<[string, string, ValueAvailability]>([
    ['Color', 'Red', 'inStock'],
    // Blue has no S, but it has M and L: it stays a choice and is not struck through as sold out.
    ['Color', 'Blue', 'otherChoice'],
    ['Color', 'Green', 'soldOut'],
    ['Size', 'S', 'inStock'],
    ['Size', 'M', 'otherChoice'],
    ['Size', 'L', 'otherChoice'],
    ['Size', 'XL', 'soldOut'],
  ])('on load (Red, S) offers %s %s as %s', (name, value, expected) => {
    expect(valueAvailability(tee, onLoad, name, value)).toBe(expected);
  });

  it.each<[Record<string, string>, string, string, ValueAvailability]>([
    [{ Color: 'Blue', Size: 'M' }, 'Size', 'L', 'inStock'],
    [{ Color: 'Blue', Size: 'M' }, 'Size', 'S', 'otherChoice'],
    [{ Color: 'Blue', Size: 'M' }, 'Color', 'Red', 'otherChoice'],
    [{ Color: 'Blue', Size: 'M' }, 'Color', 'Green', 'soldOut'],
    [{}, 'Color', 'Blue', 'inStock'],
  ])('with %o offers %s %s as %s', (selection, name, value, expected) => {
    expect(valueAvailability(tee, selection, name, value)).toBe(expected);
  });

  it('counts a variant in stock only when available with stock above 0', () => {
    expect([redS, redM, blueS].map(isVariantInStock)).toEqual([false, false, true]);
  });
});

describe('choosing a value (SPEC §4 Variants)', () => {
  it.each<[string, Record<string, string>, string, string, Record<string, string>]>([
    [
      'keeps the other choice when it is in stock with the new value',
      { Color: 'Blue', Size: 'L' },
      'Size',
      'M',
      { Color: 'Blue', Size: 'M' },
    ],
    [
      'moves the size to the first one in stock with the new colour',
      { Color: 'Red', Size: 'S' },
      'Color',
      'Blue',
      { Color: 'Blue', Size: 'M' },
    ],
    [
      'moves the colour to the first one in stock with the new size',
      { Color: 'Red', Size: 'S' },
      'Size',
      'L',
      { Color: 'Blue', Size: 'L' },
    ],
    ['moves back the other way too', { Color: 'Blue', Size: 'M' }, 'Size', 'S', { Color: 'Red', Size: 'S' }],
    ['fills an attribute not chosen yet', { Color: 'Blue' }, 'Size', 'S', { Color: 'Red', Size: 'S' }],
    [
      'takes a value sold out everywhere as asked, having nothing to move to',
      { Color: 'Red', Size: 'S' },
      'Color',
      'Green',
      { Color: 'Green', Size: 'S' },
    ],
  ])('%s', (_, selection, name, value, expected) => {
    expect(chooseValue(tee, selection, name, value)).toEqual(expected);
  });

  it('keeps every other choice it can, changing only the ones that must', () => {
    const shirt3 = variantSystem({ Color: ['Red', 'Blue'], Size: ['S', 'M'], Sleeve: ['Short', 'Long'] }, [
      variant({ id: 1, attributes_array: attrs({ Color: 'Red', Size: 'S', Sleeve: 'Short' }) }),
      variant({ id: 2, attributes_array: attrs({ Color: 'Blue', Size: 'M', Sleeve: 'Short' }) }),
      variant({ id: 3, attributes_array: attrs({ Color: 'Blue', Size: 'S', Sleeve: 'Long' }) }),
    ]);
    expect(chooseValue(shirt3, { Color: 'Red', Size: 'S', Sleeve: 'Short' }, 'Color', 'Blue')).toEqual({
      Color: 'Blue',
      Size: 'S',
      Sleeve: 'Long',
    });
  });

  it('lands on a combination that can be bought whenever the value is in stock somewhere', () => {
    const product = { priceFils: 5_000, quantity: 10 };
    for (const [name, values] of Object.entries(tee.available_attributes)) {
      for (const value of values) {
        if (valueAvailability(tee, { Color: 'Red', Size: 'S' }, name, value) === 'soldOut') continue;
        const next = chooseValue(tee, { Color: 'Red', Size: 'S' }, name, value);
        expect(productChoice(product, tee, next).outOfStock, `${name} ${value}`).toBe(false);
      }
    }
  });
});

describe('attribute names and values in the interface language (SPEC §3 language rule)', () => {
  const bilingual = variantSystem({ Color: ['Red', 'Navy'], Size: ['M'] }, [
    variant({
      attributes_array: [
        { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
        { name: 'Size', value: 'M', name_ar: 'المقاس', value_ar: 'وسط' },
      ],
    }),
    variant({ id: 2, attributes_array: attrs({ Color: 'Navy', Size: 'M' }) }),
  ]);

  it.each<[string, string, string, string]>([
    ['ar', 'Color', 'اللون', 'أحمر'],
    ['en', 'Color', 'Color', 'Red'],
    ['ar', 'Size', 'المقاس', 'وسط'],
  ])('in %s names %s as %s', (lang, name, label, red) => {
    const language = lang as 'ar' | 'en';
    expect(attributeLabel(bilingual, name, language)).toBe(label);
    expect(valueLabel(bilingual, name, name === 'Color' ? 'Red' : 'M', language)).toBe(red);
  });

  it('shows a value as keyed when the backend sent no Arabic for it', () => {
    expect(valueLabel(bilingual, 'Color', 'Navy', 'ar')).toBe('Navy');
    expect(attributeLabel(variantSystem({ Fit: ['Slim'] }, []), 'Fit', 'ar')).toBe('Fit');
  });
});
