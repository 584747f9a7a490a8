import { describe, expect, it } from 'vitest';
import {
  availableStock,
  canAddToCart,
  clampQuantity,
  isOutOfStock,
  quantityBounds,
} from '../../../src/domain';
import { product, variant } from '../factories';

describe('out of stock (SPEC §5 Out of stock)', () => {
  it('is true when the chosen variant is unavailable', () => {
    expect(isOutOfStock(product({ quantity: 9 }), variant({ is_available: false }))).toBe(true);
  });

  it('is true when the chosen variant has zero stock', () => {
    expect(isOutOfStock(product({ quantity: 9 }), variant({ stock_quantity: 0 }))).toBe(true);
  });

  it('is true when the product quantity is zero', () => {
    expect(isOutOfStock(product({ quantity: 0 }), null)).toBe(true);
    expect(isOutOfStock(product({ quantity: '0' }), variant())).toBe(true);
  });

  it('is false for stock on hand or an unknown product quantity', () => {
    expect(isOutOfStock(product({ quantity: 3 }), variant())).toBe(false);
    expect(isOutOfStock(product(), null)).toBe(false);
  });
});

describe('add to cart allowed (SPEC §5 Out of stock)', () => {
  it('is blocked when out of stock', () => {
    expect(canAddToCart({ outOfStock: true, hasVariants: false, allAttributesSelected: true })).toBe(false);
  });

  it('is blocked when variants exist and not all attributes are chosen', () => {
    expect(canAddToCart({ outOfStock: false, hasVariants: true, allAttributesSelected: false })).toBe(false);
  });

  it('is allowed otherwise', () => {
    expect(canAddToCart({ outOfStock: false, hasVariants: true, allAttributesSelected: true })).toBe(true);
    expect(canAddToCart({ outOfStock: false, hasVariants: false, allAttributesSelected: false })).toBe(true);
  });
});

describe('quantity bounds (SPEC §5 Quantity)', () => {
  it('are 1 to the stock quantity', () => {
    expect(quantityBounds(4)).toEqual({ min: 1, max: 4 });
    expect(quantityBounds(null).max).toBe(Number.POSITIVE_INFINITY);
  });

  it('clamp a quantity into the bounds', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(9, 4)).toBe(4);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
  });

  it('take the chosen variant stock before the product quantity', () => {
    expect(availableStock(product({ quantity: 10 }), variant({ stock_quantity: 3 }))).toBe(3);
    expect(availableStock(product({ quantity: 10 }), null)).toBe(10);
  });
});
