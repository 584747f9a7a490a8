import { describe, expect, it } from 'vitest';
import {
  CartItemSchema,
  type CartProductSource,
  cartItemFromProduct,
  cartSubtotalFils,
} from '../../../src/domain';
import { attrs, variant } from '../factories';

const shirt = (o: Partial<CartProductSource> = {}): CartProductSource => ({
  productId: 42,
  name: 'قميص',
  nameEn: 'Shirt',
  priceFils: 5_000,
  quantity: 10,
  image: '/media/shirt.svg',
  description: '<p>A <b>soft</b> cotton shirt for the Gulf summer, cut loose and breathable</p>',
  sku: 'SH-1',
  barcode: '6281000000001',
  odooId: 900,
  weight: 0.3,
  ...o,
});

describe('a cart item built from a product (SPEC §3 Cart item)', () => {
  it('is the product alone when it has no variants: id is the product id, price the product price', () => {
    const item = cartItemFromProduct(shirt(), { variant: null, selection: {}, quantity: 2 });
    expect(item.id).toBe('42');
    expect(item.price).toBe('5');
    expect(item.quantity).toBe(2);
    expect(item.name).toBe('قميص');
    expect(item.title).toBe('Shirt');
    expect(item.sku).toBe('SH-1');
    expect(item.odoo_id).toBe(900);
    expect(item.weight).toBe(0.3);
    expect(CartItemSchema.parse(item)).toEqual(item);
  });

  it('joins the variant id to the product id and prefers the variant effective price (SPEC §9)', () => {
    const red = variant({
      id: 7,
      effective_price: 6.25,
      price: 6,
      sku: 'SH-1-R-M',
      odoo_id: 901,
      attributes_array: attrs({ Color: 'Red', Size: 'M' }),
    });
    const item = cartItemFromProduct(shirt(), {
      variant: red,
      selection: { Color: 'Red', Size: 'M' },
      quantity: 1,
    });
    expect(item.id).toBe('42-7');
    expect(item.price).toBe('6.25');
    expect(item.color).toBe('Red');
    expect(item.size).toBe('M');
    expect(item.selectedAttributes).toEqual({ Color: 'Red', Size: 'M' });
    expect(item.selectedVariant?.id).toBe(7);
    expect(item.sku).toBe('SH-1-R-M');
    expect(item.odoo_id).toBe(901);
  });

  it('keeps a price exact to the fils, so the cart total is the product price times the quantity', () => {
    const item = cartItemFromProduct(shirt({ priceFils: 1_005 }), {
      variant: null,
      selection: {},
      quantity: 3,
    });
    expect(item.price).toBe('1.005');
    expect(cartSubtotalFils([item])).toBe(3_015);
  });

  it('takes the first 50 characters of the description, without its markup, as the subtext (SPEC §9)', () => {
    const item = cartItemFromProduct(shirt(), { variant: null, selection: {}, quantity: 1 });
    expect(item.subText).toBe('A soft cotton shirt for the Gulf summer, cut loose…');
    expect(Array.from(item.subText ?? '').length).toBe(51);
  });

  it('cuts the English description to an English subtext of its own, none without one (SPEC §3 language rule)', () => {
    const choice = { variant: null, selection: {}, quantity: 1 };
    const english = cartItemFromProduct(
      shirt({ description: 'قميص قطني', descriptionEn: '<p>A cotton shirt</p>' }),
      choice,
    );
    expect(english.subText).toBe('قميص قطني');
    expect(english.subTextEn).toBe('A cotton shirt');
    expect(cartItemFromProduct(shirt({ description: 'قميص قطني' }), choice).subTextEn).toBeNull();
  });

  it("gives no subtext for an ERP's '0' description (SPEC §5 Display)", () => {
    const item = cartItemFromProduct(shirt({ description: '0' }), {
      variant: null,
      selection: {},
      quantity: 1,
    });
    expect(item.subText).toBe('');
    expect(item.description).toBeNull();
  });

  it("keeps the chosen variant's attributes with their Arabic, so the line reads in either language", () => {
    const navy = variant({
      id: 10,
      attributes_array: [{ name: 'Color', value: 'Navy', name_ar: 'اللون', value_ar: 'كحلي' }],
    });
    const item = cartItemFromProduct(shirt(), { variant: navy, selection: { Color: 'Navy' }, quantity: 1 });
    expect(item.color).toBe('Navy');
    expect(item.selectedVariant?.attributes_array).toEqual([
      { name: 'Color', value: 'Navy', name_ar: 'اللون', value_ar: 'كحلي' },
    ]);
    expect(CartItemSchema.parse(item)).toEqual(item);
  });

  it('bounds the quantity by the stock of the chosen variant (SPEC §5 Quantity)', () => {
    const lastTwo = variant({ id: 8, stock_quantity: 2 });
    const item = cartItemFromProduct(shirt(), { variant: lastTwo, selection: {}, quantity: 5 });
    expect(item.quantity).toBe(2);
  });

  it('uses the variant image when it has one', () => {
    const withImage = variant({ id: 9, main_image: '/media/shirt-red.svg' });
    expect(cartItemFromProduct(shirt(), { variant: withImage, selection: {}, quantity: 1 }).image).toBe(
      '/media/shirt-red.svg',
    );
  });
});
