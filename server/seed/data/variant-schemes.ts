// The attribute sets a product line can vary by. Like an ERP, the seed keeps each attribute and value under its
// English text, which orders, SKUs and image names use; each also carries its Arabic text for Arabic screens.
import type { Bilingual } from './bilingual';

export type AttributeName = 'Color' | 'Size' | 'Storage' | 'Volume' | 'Weight';

export type AttributeAxis = {
  name: AttributeName;
  values: readonly Bilingual[];
  /** How many neighbouring values one product offers. */
  take: [min: number, max: number];
  /** Price added per step along the axis, in KD. */
  stepExtra?: number;
};

export type VariantScheme = { axes: readonly AttributeAxis[] };

export const attributeNamesAr: Record<AttributeName, string> = {
  Color: 'اللون',
  Size: 'المقاس',
  Storage: 'السعة',
  Volume: 'الحجم',
  Weight: 'الوزن',
};

const black: Bilingual = ['Black', 'أسود'];
const white: Bilingual = ['White', 'أبيض'];
const navy: Bilingual = ['Navy', 'كحلي'];
const red: Bilingual = ['Red', 'أحمر'];
const grey: Bilingual = ['Grey', 'رمادي'];
const brown: Bilingual = ['Brown', 'بني'];
const blue: Bilingual = ['Blue', 'أزرق'];
const green: Bilingual = ['Green', 'أخضر'];
const pink: Bilingual = ['Pink', 'وردي'];
const silver: Bilingual = ['Silver', 'فضي'];

const apparelColors: readonly Bilingual[] = [
  black,
  white,
  navy,
  red,
  ['Olive', 'زيتي'],
  ['Beige', 'بيج'],
  grey,
];

/**
 * Letter sizes are printed as their letters on Arabic Gulf shops too (a label reads "XL", never "كبير جدًا"), as
 * numbered sizes keep their Latin digits, like prices (money.ts).
 */
const letterSizes: readonly Bilingual[] = [
  ['S', 'S'],
  ['M', 'M'],
  ['L', 'L'],
  ['XL', 'XL'],
  ['XXL', 'XXL'],
];

const numbered = (...sizes: string[]): Bilingual[] => sizes.map((size) => [size, size]);

/** "128 GB" and the like: the number stays, the unit is written in Arabic. */
const measured = (unitAr: string, ...amounts: string[]): Bilingual[] =>
  amounts.map((amount) => {
    const [number] = amount.split(' ');
    return [amount, `${number} ${unitAr}`];
  });

export const variantSchemes = {
  apparel: {
    axes: [
      { name: 'Color', values: apparelColors, take: [2, 3] },
      { name: 'Size', values: letterSizes, take: [3, 4] },
    ],
  },
  dishdasha: {
    axes: [
      { name: 'Color', values: [white, ['Cream', 'كريمي'], grey, ['Sky Blue', 'أزرق سماوي']], take: [2, 3] },
      { name: 'Size', values: numbered('52', '54', '56', '58', '60', '62'), take: [3, 4] },
    ],
  },
  abaya: {
    axes: [
      { name: 'Color', values: [black, navy, brown, grey], take: [1, 3] },
      { name: 'Size', values: numbered('50', '52', '54', '56', '58', '60'), take: [3, 4] },
    ],
  },
  shoes: {
    axes: [
      { name: 'Color', values: [black, brown, white, navy], take: [1, 2] },
      { name: 'Size', values: numbered('39', '40', '41', '42', '43', '44', '45'), take: [4, 5] },
    ],
  },
  kids: {
    axes: [
      { name: 'Color', values: [pink, blue, ['Yellow', 'أصفر'], green, white], take: [2, 3] },
      {
        name: 'Size',
        values: [
          ['2-3Y', '2-3 سنوات'],
          ['4-5Y', '4-5 سنوات'],
          ['6-7Y', '6-7 سنوات'],
          ['8-9Y', '8-9 سنوات'],
        ],
        take: [3, 4],
      },
    ],
  },
  phone: {
    axes: [
      { name: 'Color', values: [black, silver, blue, ['Gold', 'ذهبي'], green], take: [2, 3] },
      {
        name: 'Storage',
        values: measured('غيغابايت', '128 GB', '256 GB', '512 GB'),
        take: [2, 3],
        stepExtra: 40,
      },
    ],
  },
  laptop: {
    axes: [
      { name: 'Color', values: [silver, grey, black], take: [1, 2] },
      {
        name: 'Storage',
        values: [...measured('غيغابايت', '512 GB'), ...measured('تيرابايت', '1 TB', '2 TB')],
        take: [2, 3],
        stepExtra: 60,
      },
    ],
  },
  color: {
    axes: [{ name: 'Color', values: [black, white, blue, red, pink, silver, green], take: [2, 4] }],
  },
  perfume: {
    axes: [
      { name: 'Volume', values: measured('مل', '30 ml', '50 ml', '100 ml'), take: [2, 3], stepExtra: 9 },
    ],
  },
  weights: {
    axes: [
      {
        name: 'Weight',
        values: measured('كغ', '2 kg', '5 kg', '10 kg', '15 kg', '20 kg'),
        take: [3, 4],
        stepExtra: 4,
      },
    ],
  },
  tyre: {
    axes: [
      {
        name: 'Size',
        // A tyre size is a code moulded on the tyre itself; Arabic shops print it as it is.
        values: numbered('195/65 R15', '205/55 R16', '225/45 R17', '235/55 R18', '265/65 R17'),
        take: [3, 4],
        stepExtra: 3,
      },
    ],
  },
  bike: {
    axes: [
      { name: 'Color', values: [black, red, blue, white], take: [2, 3] },
      { name: 'Size', values: letterSizes.slice(0, 3), take: [2, 3] },
    ],
  },
} as const satisfies Record<string, VariantScheme>;

export type VariantSchemeName = keyof typeof variantSchemes;
