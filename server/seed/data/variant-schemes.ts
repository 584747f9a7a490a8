// The attribute sets a product line can vary by. Values stay in English, as an ERP sends them; the client
// shows them as they are.
export type AttributeAxis = {
  name: 'Color' | 'Size' | 'Storage' | 'Volume' | 'Weight';
  values: readonly string[];
  /** How many neighbouring values one product offers. */
  take: [min: number, max: number];
  /** Price added per step along the axis, in KD. */
  stepExtra?: number;
};

export type VariantScheme = { axes: readonly AttributeAxis[] };

const apparelColors = ['Black', 'White', 'Navy', 'Red', 'Olive', 'Beige', 'Grey'] as const;

export const variantSchemes = {
  apparel: {
    axes: [
      { name: 'Color', values: apparelColors, take: [2, 3] },
      { name: 'Size', values: ['S', 'M', 'L', 'XL', 'XXL'], take: [3, 4] },
    ],
  },
  dishdasha: {
    axes: [
      { name: 'Color', values: ['White', 'Cream', 'Grey', 'Sky Blue'], take: [2, 3] },
      { name: 'Size', values: ['52', '54', '56', '58', '60', '62'], take: [3, 4] },
    ],
  },
  abaya: {
    axes: [
      { name: 'Color', values: ['Black', 'Navy', 'Brown', 'Grey'], take: [1, 3] },
      { name: 'Size', values: ['50', '52', '54', '56', '58', '60'], take: [3, 4] },
    ],
  },
  shoes: {
    axes: [
      { name: 'Color', values: ['Black', 'Brown', 'White', 'Navy'], take: [1, 2] },
      { name: 'Size', values: ['39', '40', '41', '42', '43', '44', '45'], take: [4, 5] },
    ],
  },
  kids: {
    axes: [
      { name: 'Color', values: ['Pink', 'Blue', 'Yellow', 'Green', 'White'], take: [2, 3] },
      { name: 'Size', values: ['2-3Y', '4-5Y', '6-7Y', '8-9Y'], take: [3, 4] },
    ],
  },
  phone: {
    axes: [
      { name: 'Color', values: ['Black', 'Silver', 'Blue', 'Gold', 'Green'], take: [2, 3] },
      { name: 'Storage', values: ['128 GB', '256 GB', '512 GB'], take: [2, 3], stepExtra: 40 },
    ],
  },
  laptop: {
    axes: [
      { name: 'Color', values: ['Silver', 'Grey', 'Black'], take: [1, 2] },
      { name: 'Storage', values: ['512 GB', '1 TB', '2 TB'], take: [2, 3], stepExtra: 60 },
    ],
  },
  color: {
    axes: [
      { name: 'Color', values: ['Black', 'White', 'Blue', 'Red', 'Pink', 'Silver', 'Green'], take: [2, 4] },
    ],
  },
  perfume: {
    axes: [{ name: 'Volume', values: ['30 ml', '50 ml', '100 ml'], take: [2, 3], stepExtra: 9 }],
  },
  weights: {
    axes: [
      { name: 'Weight', values: ['2 kg', '5 kg', '10 kg', '15 kg', '20 kg'], take: [3, 4], stepExtra: 4 },
    ],
  },
  tyre: {
    axes: [
      {
        name: 'Size',
        values: ['195/65 R15', '205/55 R16', '225/45 R17', '235/55 R18', '265/65 R17'],
        take: [3, 4],
        stepExtra: 3,
      },
    ],
  },
  bike: {
    axes: [
      { name: 'Color', values: ['Black', 'Red', 'Blue', 'White'], take: [2, 3] },
      { name: 'Size', values: ['S', 'M', 'L'], take: [2, 3] },
    ],
  },
} as const satisfies Record<string, VariantScheme>;

export type VariantSchemeName = keyof typeof variantSchemes;
