import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutPrice, orderTotals, promoDiscountFils } from '../../../src/domain';
import { cartItem, rate } from '../factories';

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

describe('checkout price (SPEC §9 Delivery fee and Totals)', () => {
  // Two of 1.5 KD at the default 0.1 kg: 3.00 KD and 0.2 kg.
  const items = [cartItem({ price: '1.5', quantity: 2 })];
  const rates = [rate({ per_kg_price: 0.5, free_after: 20, delivery_weight_range_end: 5 })];

  it('charges the rate (0.5 KD minimum) and takes the promo percentage off the subtotal', () => {
    const price = checkoutPrice({ items, country: 'Kuwait', rates, promoPercent: 10 });
    expect(price.fee).toEqual({ kind: 'charged', fils: 500, basis: 'rate' });
    expect(price.totals).toEqual(orderTotals(3000, 500, 300));
    expect(price.totals.totalFils).toBe(3200);
  });

  it('counts no delivery while the rates are not known, and 2 KD when they could not be loaded', () => {
    expect(checkoutPrice({ items, country: 'Kuwait', rates: null, promoPercent: null })).toEqual({
      fee: null,
      totals: { subtotalFils: 3000, deliveryFils: 0, discountFils: 0, totalFils: 3000 },
    });
    expect(
      checkoutPrice({ items, country: 'Kuwait', rates: 'unavailable', promoPercent: null }).totals,
    ).toMatchObject({ deliveryFils: 2000, totalFils: 5000 });
  });

  it('charges nothing without an address country', () => {
    expect(checkoutPrice({ items, country: null, rates, promoPercent: null }).fee).toEqual({
      kind: 'noAddress',
      fils: 0,
    });
  });
});
