import { describe, expect, it } from 'vitest';
import { effectivePriceFils, oldPriceToShow } from '../../../src/domain';
import { product, variant } from '../factories';

describe('effective price (SPEC §9 Currency and language)', () => {
  it('prefers the variant effective_price', () => {
    expect(effectivePriceFils(product({ price: 5 }), variant({ effective_price: 4.25, price: 4.5 }))).toBe(
      4250,
    );
  });

  it('falls back to the variant price, then the product price', () => {
    expect(effectivePriceFils(product({ price: 5 }), variant({ price: 4.5 }))).toBe(4500);
    expect(effectivePriceFils(product({ price: 5 }), variant())).toBe(5000);
    expect(effectivePriceFils(product({ price: '5.125' }), null)).toBe(5125);
  });
});

describe('old price (SPEC §2 Product detail)', () => {
  it('is shown only when higher than the price', () => {
    expect(oldPriceToShow(product({ old_price: 7 }), 5000)).toBe(7000);
    expect(oldPriceToShow(product({ old_price: 5 }), 5000)).toBeNull();
    expect(oldPriceToShow(product({ old_price: null }), 5000)).toBeNull();
  });
});
