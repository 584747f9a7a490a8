import { describe, expect, it } from 'vitest';
import { ProductSchema } from '../../../src/domain';

const apiProduct = {
  id: 10,
  name: 'قميص قطن',
  name_en: 'Cotton shirt',
  price: 12.5,
  old_price: null,
  image: '/media/p10.jpg',
  images: ['/media/p10-1.jpg'],
  description: '<p>قطن</p>',
  description_en: '<p>Cotton</p>',
  description_sale: '',
  quantity: 4,
  default_code: 'SKU-10',
  barcode: '0',
  sub_location: 'A-3',
  odoo_id: 5510,
  category: 3,
  v_id: null,
  has_variants: true,
  weight: 0.3,
};

describe('Product schema (SPEC §3 Product, docs/API.md)', () => {
  it('parses the documented shape, keeping the price in KD', () => {
    const p = ProductSchema.parse(apiProduct);
    expect(p).toMatchObject({ id: 10, price: 12.5, has_variants: true, weight: 0.3, product_images: [] });
  });

  it('takes pid for id and title for name', () => {
    expect(ProductSchema.parse({ pid: '11', title: 'Lamp', price: '3.250' })).toMatchObject({
      id: 11,
      name: 'Lamp',
      price: 3.25,
    });
  });

  it("reads an ERP's false as no value and a numeric barcode as text", () => {
    const p = ProductSchema.parse({
      ...apiProduct,
      barcode: 6291041500213,
      default_code: false,
      old_price: '',
    });
    expect(p).toMatchObject({ barcode: '6291041500213', default_code: null, old_price: null });
  });

  it('rejects a product without a readable price', () => {
    expect(ProductSchema.safeParse({ ...apiProduct, price: 'free' }).success).toBe(false);
    expect(ProductSchema.safeParse({ ...apiProduct, price: undefined }).success).toBe(false);
  });
});
