import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderTotals, promoDiscountFils } from '../../src/domain';

describe('order total (SPEC §9 Totals)', () => {
  it('is subtotal + delivery − discount', () => {
    expect(orderTotals(10_000, 1_500, 1_000)).toEqual({
      subtotalFils: 10_000,
      deliveryFils: 1_500,
      discountFils: 1_000,
      totalFils: 10_500,
    });
  });

  it('never lets the discount exceed the subtotal', () => {
    expect(orderTotals(10_000, 2_000, 50_000)).toMatchObject({ discountFils: 10_000, totalFils: 2_000 });
  });

  it('holds the law for any amounts, with a promo discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 200 }),
        (subtotal, delivery, percent) => {
          const discount = promoDiscountFils(subtotal, percent);
          const t = orderTotals(subtotal, delivery, discount);
          return (
            t.totalFils === subtotal + delivery - discount &&
            t.discountFils <= subtotal &&
            t.totalFils >= delivery &&
            Number.isInteger(t.totalFils)
          );
        },
      ),
    );
  });

  it('caps any discount, however large, at the subtotal', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat(), fc.integer({ min: -1000, max: 1e9 }), (s, d, x) => {
        const t = orderTotals(s, d, x);
        return t.discountFils >= 0 && t.discountFils <= s && t.totalFils === s + d - t.discountFils;
      }),
    );
  });
});
