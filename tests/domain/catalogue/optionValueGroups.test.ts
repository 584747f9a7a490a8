import { describe, expect, it } from 'vitest';
import { groupOptionValues } from '../../../src/domain/catalogue/optionValueGroups';

const value = (text: string, valueAr: string | null = null) => ({ value: text, valueAr });
/** The values' names, grouped as the filter shows them. */
const grouped = (
  values: (string | [string, string])[],
  offeredTogether: string[][] = [],
  lang: 'ar' | 'en' = 'en',
) =>
  groupOptionValues(
    values.map((v) => (typeof v === 'string' ? value(v) : value(...v))),
    offeredTogether,
    lang,
  ).map((group) => group.map((v) => v.value));

describe('the order of a variant attribute’s values in the filters (issue: filters read as a shop’s)', () => {
  it('orders letter sizes from the smallest, whichever way the Xs are written', () => {
    expect(grouped(['XL', 'M', '3XL', 'XS', 'L', 'XXL', 'S', 'xxs'])).toEqual([
      ['xxs', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '3XL'],
    ]);
  });

  it('orders numbered sizes as numbers, not as text', () => {
    expect(grouped(['100', '9', '42.5', '42'])).toEqual([['9', '42', '42.5', '100']]);
  });

  it('puts letter sizes, numbered sizes, ages and the rest each in a group of its own, in that order', () => {
    expect(grouped(['205/55 R16', '4-5Y', '52', 'L', '2-3Y', '195/65 R15', 'S', '54'])).toEqual([
      ['S', 'L'],
      ['52', '54'],
      ['2-3Y', '4-5Y'],
      ['195/65 R15', '205/55 R16'],
    ]);
  });

  it('keeps a shoe’s sizes apart from a dishdasha’s: numbers no product offers together are separate runs', () => {
    const shoes = ['39', '40', '41', '42', '43', '44', '45'];
    const dishdasha = ['52', '54', '56', '58', '60', '62'];
    const abaya = ['50', '52', '54'];
    expect(
      grouped(
        ['62', '40', '52', '45', '50', '39', '58', '44', '54', '41', '56', '43', '60', '42'],
        [
          shoes.slice(1, 5),
          shoes.slice(0, 3),
          ['44', '45'],
          dishdasha.slice(0, 4),
          dishdasha.slice(2),
          abaya,
        ],
      ),
    ).toEqual([shoes, ['50', ...dishdasha]]);
  });

  it('puts a numbered size into the run it lies in or one step beside, and lone sizes together', () => {
    expect(
      grouped(['41', '39', '45', '43', '7', '8', '9'], [['39', '43'], ['41'], ['45'], ['7'], ['8'], ['9']]),
    ).toEqual([
      ['7', '8', '9'],
      ['39', '41', '43', '45'],
    ]);
  });

  it('orders measures by amount across their units, one group for each thing measured', () => {
    expect(grouped(['1 TB', '100 ml', '512 GB', '30 ml', '2 TB', '1 L'])).toEqual([
      ['512 GB', '1 TB', '2 TB'],
      ['30 ml', '100 ml', '1 L'],
    ]);
  });

  it('orders children’s ages by age, months before years', () => {
    expect(grouped(['2-3Y', '6M', '10-11 Years', '12M'])).toEqual([['6M', '12M', '2-3Y', '10-11 Years']]);
  });

  it('orders other values by the name the shopper reads, numbers within them by size', () => {
    const colours: [string, string][] = [
      ['Red', 'أحمر'],
      ['Black', 'أسود'],
      ['Blue', 'أزرق'],
    ];
    expect(grouped(colours)).toEqual([['Black', 'Blue', 'Red']]);
    expect(grouped(colours, [], 'ar')).toEqual([['Red', 'Blue', 'Black']]);
    expect(grouped(['Size 10', 'Size 9'])).toEqual([['Size 9', 'Size 10']]);
  });
});
