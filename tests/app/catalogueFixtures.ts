import type { ProductDoc } from '../../src/db';
import { type Variant, VariantSchema, type VariantSystem, VariantSystemSchema } from '../../src/domain';
import { product } from './shopFixtures';

const variant = (o: Record<string, unknown>): Variant => VariantSchema.parse({ is_available: true, ...o });

/**
 * A shirt in Red and Blue, sizes M and L, as the product call stores it: Red/L is sold out, Blue/M costs more and
 * has its own picture, and Blue/L does not exist. Attributes carry their Arabic, as the reference server sends it.
 */
export const shirtVariants: VariantSystem = VariantSystemSchema.parse({
  has_variants: true,
  available_attributes: { Color: ['Red', 'Blue'], Size: ['M', 'L'] },
  optimized_variants: [
    variant({
      id: 71,
      effective_price: 5,
      stock_quantity: 3,
      sku: 'SH-R-M',
      main_image: '/media/shirt-red.svg',
      attributes_array: [
        { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
        { name: 'Size', value: 'M', name_ar: 'المقاس', value_ar: 'وسط' },
      ],
    }),
    variant({
      id: 72,
      effective_price: 5,
      stock_quantity: 0,
      sku: 'SH-R-L',
      main_image: '/media/shirt-red.svg',
      attributes_array: [
        { name: 'Color', value: 'Red', name_ar: 'اللون', value_ar: 'أحمر' },
        { name: 'Size', value: 'L', name_ar: 'المقاس', value_ar: 'كبير' },
      ],
    }),
    variant({
      id: 73,
      effective_price: 6.5,
      stock_quantity: 8,
      sku: 'SH-B-M',
      main_image: '/media/shirt-blue.svg',
      attributes_array: [
        { name: 'Color', value: 'Blue', name_ar: 'اللون', value_ar: 'أزرق' },
        { name: 'Size', value: 'M', name_ar: 'المقاس', value_ar: 'وسط' },
      ],
    }),
  ],
});

export const shirt = (overrides: Partial<ProductDoc> = {}): ProductDoc =>
  product(7, {
    name: 'قميص قطني',
    nameEn: 'Cotton shirt',
    priceFils: 5_000,
    oldPriceFils: 7_000,
    image: '/media/shirt-red.svg',
    quantity: 11,
    hasVariants: true,
    description: '<p>Soft <b>cotton</b></p><script>window.hacked = true</script>',
    descriptionEn: '<p>Soft <b>cotton</b> for summer</p><img src=x onerror="window.hacked=true">',
    images: ['/media/shirt-red.svg', '/media/shirt-back.svg', '/media/shirt-blue.svg'],
    sku: 'SH',
    barcode: '6281000000007',
    subLocation: 'A-12',
    odooId: 700,
    weight: 0.3,
    variantSystem: shirtVariants,
    detailFetchedAt: 1,
    ...overrides,
  });
