import { describe, expect, it } from 'vitest';
import { CartItemSchema, CartStateSchema } from '../../../src/domain';

describe('CartItem schema (SPEC §3 Cart item)', () => {
  it('keeps the price as a numeric string', () => {
    expect(CartItemSchema.parse({ id: 1, price: 2.5 })).toMatchObject({ id: '1', price: '2.5' });
  });

  it('rejects a price that is not a number', () => {
    expect(CartItemSchema.safeParse({ id: '1', price: 'abc' }).success).toBe(false);
    expect(CartItemSchema.safeParse({ id: '1', price: '' }).success).toBe(false);
  });

  it('folds psize/selectedSize/attribute Size into size and the colour sources into color', () => {
    expect(CartItemSchema.parse({ id: '1', price: '1', psize: 'L', pcolor: 'Red' })).toMatchObject({
      size: 'L',
      color: 'Red',
    });
    expect(
      CartItemSchema.parse({ id: '1', price: '1', selectedAttributes: { Size: 'M', Color: 'Blue' } }),
    ).toMatchObject({ size: 'M', color: 'Blue' });
    expect(CartItemSchema.parse({ id: '1', price: '1', selectedSize: 'S' }).size).toBe('S');
  });
});

describe('CartState schema (SPEC §3 Cart state)', () => {
  it('defaults to an empty cart', () => {
    expect(CartStateSchema.parse({})).toEqual({ cartProducts: [], totalPrice: '0.00', isPromo: false });
  });
});
