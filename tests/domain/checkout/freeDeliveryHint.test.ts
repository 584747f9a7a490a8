import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deliveryFee, type FreeDeliveryHintInput, freeDeliveryHint } from '../../../src/domain';
import { rate } from '../factories';

/** Kuwait's rate, free from 20 KD, and Saudi Arabia's, never free, as the seeded shop has them. */
const rates = [
  rate({ country: 'Kuwait', delivery_weight_range_end: 5, per_kg_price: 0.5, free_after: 20 }),
  rate({ country: 'Kuwait', delivery_weight_range_start: 5, per_kg_price: 0.3, free_after: 50 }),
  rate({ country: 'Saudi Arabia', per_kg_price: 3, free_after: 0 }),
];
const hint = (o: Partial<FreeDeliveryHintInput> = {}) =>
  freeDeliveryHint({ rates, country: 'Kuwait', weightKg: 1, subtotalFils: 16_500, ...o });

describe('how much more buys free delivery (SPEC §9 Delivery fee: free_after)', () => {
  it("is free_after less the subtotal, in whole fils, while the cart is below the rate's free_after", () => {
    expect(hint()).toEqual({ kind: 'short', fils: 3_500 });
    expect(hint({ subtotalFils: 19_999 })).toEqual({ kind: 'short', fils: 1 });
  });

  it('says delivery is free once the subtotal reaches free_after, as the fee rule does at that subtotal', () => {
    expect(hint({ subtotalFils: 20_000 })).toEqual({ kind: 'free' });
    expect(hint({ subtotalFils: 25_000 })).toEqual({ kind: 'free' });
  });

  it('reads the rate of the cart weight, as the fee does (SPEC §9: country and weight range)', () => {
    expect(hint({ weightKg: 8, subtotalFils: 30_000 })).toEqual({ kind: 'short', fils: 20_000 });
  });

  it("reads the selected address's country, case-insensitively, and Kuwait's rate before there is one", () => {
    expect(hint({ country: 'KUWAIT' })).toEqual({ kind: 'short', fils: 3_500 });
    expect(hint({ country: null })).toEqual({ kind: 'short', fils: 3_500 });
    expect(hint({ country: '  ' })).toEqual({ kind: 'short', fils: 3_500 });
  });

  it('promises nothing for a rate without free_after, a country without a rate, or no rates at all', () => {
    expect(hint({ country: 'Saudi Arabia' })).toBeNull();
    expect(hint({ country: 'Oman' })).toBeNull();
    expect(hint({ rates: [] })).toBeNull();
  });

  it('agrees with the fee: it says free exactly when checkout would charge nothing for that address', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 80_000 }),
        fc.double({ min: 0.1, max: 30, noNaN: true }),
        (subtotalFils, weightKg) => {
          const said = hint({ subtotalFils, weightKg });
          const fee = deliveryFee({ country: 'Kuwait', weightKg, subtotalFils, rates });
          expect(said?.kind === 'free').toBe(fee.kind === 'free');
          if (said?.kind === 'short') expect(subtotalFils + said.fils).toBe(deliveryFreeAt(weightKg));
        },
      ),
    );
  });
});

/** free_after of the Kuwaiti rate for a weight, in fils. */
const deliveryFreeAt = (weightKg: number) => (weightKg <= 5 ? 20_000 : 50_000);
