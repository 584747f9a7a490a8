import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type DeliveryFeeInput, deliveryFee, findDeliveryRate, isRateCacheFresh } from '../../../src/domain';
import { rate } from '../factories';

const fee = (o: Partial<DeliveryFeeInput> = {}) =>
  deliveryFee({ country: 'Kuwait', weightKg: 1, subtotalFils: 10_000, rates: [rate()], ...o });

describe('delivery fee (SPEC §9 Delivery fee)', () => {
  it('is 0 with no address country', () => {
    expect(fee({ country: null })).toEqual({ kind: 'noAddress', fils: 0 });
    expect(fee({ country: '  ' })).toEqual({ kind: 'noAddress', fils: 0 });
  });

  it('is 2 KD when the rates could not be loaded', () => {
    expect(fee({ rates: 'unavailable' })).toEqual({ kind: 'charged', fils: 2000, basis: 'fallback' });
  });

  it('is 2 KD when no rate matches the country', () => {
    expect(fee({ country: 'Oman' })).toEqual({ kind: 'charged', fils: 2000, basis: 'fallback' });
  });

  it('matches the country case-insensitively', () => {
    expect(fee({ country: 'KUWAIT', rates: [rate({ country: 'kuwait', per_kg_price: 1.5 })] }).fils).toBe(
      1500,
    );
  });

  it('chooses the rate whose weight range holds the weight, ends included', () => {
    const rates = [
      rate({ delivery_weight_range_start: 0, delivery_weight_range_end: 5, per_kg_price: 1 }),
      rate({ delivery_weight_range_start: 5.001, delivery_weight_range_end: 10, per_kg_price: 0.8 }),
    ];
    expect(fee({ rates, weightKg: 5 }).fils).toBe(5000);
    expect(fee({ rates, weightKg: 10 }).fils).toBe(8000);
    expect(fee({ rates, weightKg: 10.5 })).toMatchObject({ fils: 2000, basis: 'fallback' });
  });

  it('treats a missing range end as 999999', () => {
    const open = rate({
      delivery_weight_range_start: 0,
      delivery_weight_range_end: null,
      per_kg_price: 0.001,
    });
    expect(findDeliveryRate([open], 'Kuwait', 999_999)).toBe(open);
    expect(findDeliveryRate([open], 'Kuwait', 1_000_000)).toBeNull();
  });

  it('is free when free_after is above 0 and the subtotal reaches it', () => {
    const rates = [rate({ free_after: 20 })];
    expect(fee({ rates, subtotalFils: 20_000 })).toEqual({ kind: 'free', fils: 0 });
    expect(fee({ rates, subtotalFils: 19_999 }).kind).toBe('charged');
  });

  it('is never free when free_after is 0', () => {
    expect(fee({ rates: [rate({ free_after: 0 })], subtotalFils: 1e9 }).kind).toBe('charged');
  });

  it('is the per-kg price times the weight, at least 0.5 KD', () => {
    expect(fee({ rates: [rate({ per_kg_price: 1.2 })], weightKg: 2.5 }).fils).toBe(3000);
    expect(fee({ rates: [rate({ per_kg_price: 1 })], weightKg: 0.2 }).fils).toBe(500);
  });

  it('rounds the fee half up to 2 decimals, i.e. to the nearest 10 fils', () => {
    expect(fee({ rates: [rate({ per_kg_price: 1.005 })], weightKg: 1 }).fils).toBe(1010);
    expect(fee({ rates: [rate({ per_kg_price: 1.004 })], weightKg: 1 }).fils).toBe(1000);
    expect(fee({ rates: [rate({ per_kg_price: 0.333 })], weightKg: 3 }).fils).toBe(1000);
  });

  const rateArb = fc.record({
    country: fc.constantFrom('Kuwait', 'kuwait', 'Qatar'),
    delivery_weight_range_start: fc.integer({ min: 0, max: 20 }),
    delivery_weight_range_end: fc.option(fc.integer({ min: 0, max: 40 }), { nil: null }),
    per_kg_price: fc.integer({ min: 0, max: 10_000 }).map((f) => f / 1000),
    free_after: fc.integer({ min: 0, max: 100_000 }).map((f) => f / 1000),
  });
  const inputArb = fc.record({
    country: fc.constantFrom('Kuwait', 'KUWAIT', 'Qatar', 'Oman'),
    weightKg: fc.integer({ min: 0, max: 50_000 }).map((g) => g / 1000),
    subtotalFils: fc.integer({ min: 0, max: 200_000 }),
    rates: fc.array(rateArb, { maxLength: 5 }),
  });

  it('is never below 500 fils when charged, and always a multiple of 10 fils', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const result = deliveryFee(input);
        return result.kind !== 'charged' || (result.fils >= 500 && result.fils % 10 === 0);
      }),
    );
  });

  it('is free whenever the matching rate has free_after > 0 and the subtotal reaches it', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const match = findDeliveryRate(input.rates, input.country, input.weightKg);
        fc.pre(match !== null && match.free_after > 0 && input.subtotalFils >= match.free_after * 1000);
        return deliveryFee(input).kind === 'free';
      }),
    );
  });

  it('is 2000 fils whenever no rate matches', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(findDeliveryRate(input.rates, input.country, input.weightKg) === null);
        return deliveryFee(input).fils === 2000;
      }),
    );
  });
});

describe('delivery rate cache (SPEC §9 Delivery fee: cached for 5 minutes)', () => {
  it('is fresh for less than 5 minutes', () => {
    expect(isRateCacheFresh(1000, 1000)).toBe(true);
    expect(isRateCacheFresh(1000, 1000 + 299_999)).toBe(true);
  });

  it('is stale after 5 minutes', () => {
    expect(isRateCacheFresh(1000, 1000 + 300_000)).toBe(false);
  });

  it('is stale when the fetch time lies in the future', () => {
    expect(isRateCacheFresh(5000, 1000)).toBe(false);
  });
});
