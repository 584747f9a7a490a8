import { describe, expect, it } from 'vitest';
import { cartWeightKg, itemWeightKg } from '../../../src/domain';
import { cartItem } from '../factories';

describe('cart weight (SPEC §9 Delivery fee)', () => {
  it('is the sum of weight times quantity', () => {
    expect(cartWeightKg([cartItem({ weight: 1.5, quantity: 2 }), cartItem({ product_weight: 0.25 })])).toBe(
      3.25,
    );
  });

  it('counts 0.1 kg for an item without a weight', () => {
    expect(itemWeightKg(cartItem())).toBe(0.1);
    expect(itemWeightKg(cartItem({ weight: 0 }))).toBe(0.1);
    expect(cartWeightKg([cartItem({ quantity: 3 })])).toBe(0.3);
  });

  it('prefers weight over product_weight', () => {
    expect(itemWeightKg(cartItem({ weight: 2, product_weight: 5 }))).toBe(2);
  });

  it('is 0 for an empty cart', () => expect(cartWeightKg([])).toBe(0));
});
