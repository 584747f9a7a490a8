import { describe, expect, it } from 'vitest';
import { orderLineOptions } from '../../../src/domain';

const redLarge = {
  psize: 'L',
  pcolor: 'Red',
  attributes_array: [
    { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
    { name: 'Size', value: 'L', name_ar: null, value_ar: null },
  ],
};

describe("an order line's options (SPEC §3 language rule)", () => {
  it('names the attributes in Arabic where the line kept the Arabic texts, else as keyed', () => {
    expect(orderLineOptions(redLarge, 'ar')).toEqual([
      { name: 'اللون', value: 'أحمر' },
      { name: 'Size', value: 'L' },
    ]);
  });

  it('names them by their keys in English', () => {
    expect(orderLineOptions(redLarge, 'en')).toEqual([
      { name: 'Color', value: 'Red' },
      { name: 'Size', value: 'L' },
    ]);
  });

  it('names none for a line that kept no attributes, which the screen names by psize and pcolor', () => {
    expect(orderLineOptions({ psize: 'L', pcolor: 'Red' }, 'ar')).toEqual([]);
  });
});
