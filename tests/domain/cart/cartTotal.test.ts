import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSubtotalFils, cartTotalPrice, toKdString } from '../../../src/domain';
import { cartItem } from '../factories';

const line = fc
  .record({ fils: fc.integer({ min: 0, max: 1_000_000 }), quantity: fc.integer({ min: 1, max: 50 }) })
  .map(({ fils, quantity }) => ({
    fils,
    quantity,
    item: cartItem({ price: (fils / 1000).toString(), quantity }),
  }));

describe('cart total (SPEC §4 Cart, §9 Totals)', () => {
  it('is the sum of price times quantity in fils', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) => {
        const expected = lines.reduce((sum, l) => sum + l.fils * l.quantity, 0);
        return cartSubtotalFils(lines.map((l) => l.item)) === expected;
      }),
    );
  });

  it('does not depend on the order of the lines', () => {
    const linesAndPermutation = fc
      .array(line, { maxLength: 20 })
      .chain((lines) =>
        fc
          .shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length })
          .map((shuffled) => [lines, shuffled] as const),
      );
    fc.assert(
      fc.property(
        linesAndPermutation,
        ([lines, shuffled]) =>
          cartSubtotalFils(lines.map((l) => l.item)) === cartSubtotalFils(shuffled.map((l) => l.item)),
      ),
    );
  });

  it('has no float drift: ten lines of 0.1 KD make exactly 1.000 KD', () => {
    const items = Array.from({ length: 10 }, () => cartItem({ price: '0.1' }));
    expect(cartSubtotalFils(items)).toBe(1000);
    expect(cartSubtotalFils([cartItem({ price: '0.1' }), cartItem({ price: '0.2' })])).toBe(300);
  });

  it('is always a whole number of fils', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), (lines) =>
        Number.isInteger(cartSubtotalFils(lines.map((l) => l.item))),
      ),
    );
  });

  it('is stored as a 2-decimal string', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 10 }), (lines) => {
        const items = lines.map((l) => l.item);
        const text = cartTotalPrice(items);
        return /^\d+\.\d{2}$/.test(text) && text === toKdString(cartSubtotalFils(items));
      }),
    );
  });

  it('is 0.00 for an empty cart', () => expect(cartTotalPrice([])).toBe('0.00'));
});
