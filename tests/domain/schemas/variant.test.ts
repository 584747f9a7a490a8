import { describe, expect, it } from 'vitest';
import { VariantSystemSchema } from '../../../src/domain';

describe('VariantSystem schema (SPEC §3 Variant system, docs/API.md)', () => {
  it('parses attributes and optimized variants', () => {
    const system = VariantSystemSchema.parse({
      has_variants: true,
      available_attributes: { Color: ['Red', 'Blue'], Size: [38, 40] },
      optimized_variants: [
        {
          id: 1,
          name: 'Shirt',
          display_name: 'Shirt (Red, 38)',
          color: 'Red',
          size: '38',
          effective_price: '12.500',
          price: 13,
          stock_quantity: '3',
          is_available: 1,
          sku: 'S-1',
          default_code: 'S-1',
          main_image: null,
          featured_image: '/media/v1.jpg',
          odoo_id: 99,
          attributes_array: [
            { name: 'Color', value: 'Red' },
            { name: 'Size', value: 38 },
          ],
        },
      ],
    });
    expect(system.available_attributes.Size).toEqual(['38', '40']);
    expect(system.optimized_variants[0]).toMatchObject({
      effective_price: 12.5,
      stock_quantity: 3,
      is_available: true,
    });
    expect(system.optimized_variants[0]?.attributes_array[1]).toEqual({ name: 'Size', value: '38' });
  });

  it("keeps an attribute's Arabic name and value next to its key (docs/API.md)", () => {
    const system = VariantSystemSchema.parse({
      has_variants: true,
      optimized_variants: [
        { id: 1, attributes_array: [{ name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' }] },
      ],
    });
    expect(system.optimized_variants[0]?.attributes_array).toEqual([
      { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
    ]);
  });

  it('defaults missing lists to empty', () => {
    expect(VariantSystemSchema.parse({ has_variants: false })).toEqual({
      has_variants: false,
      available_attributes: {},
      optimized_variants: [],
    });
  });
});
