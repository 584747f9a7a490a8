import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkPromoInput,
  interpretPromoResponse,
  PromoValidationResponseSchema,
  promoDiscountFils,
} from '../../../src/domain';

const response = (json: unknown) => interpretPromoResponse(PromoValidationResponseSchema.parse(json));

describe('promo discount (SPEC §9 Totals)', () => {
  it('is a percentage of the subtotal', () => {
    expect(promoDiscountFils(10_000, 10)).toBe(1000);
    expect(promoDiscountFils(12_345, 12.5)).toBe(1543);
  });

  it('is capped at the subtotal', () => {
    expect(promoDiscountFils(10_000, 150)).toBe(10_000);
  });

  it('is 0 for a zero, negative or unreadable percentage', () => {
    expect(promoDiscountFils(10_000, 0)).toBe(0);
    expect(promoDiscountFils(10_000, -5)).toBe(0);
    expect(promoDiscountFils(10_000, Number.NaN)).toBe(0);
  });

  it('is always whole fils between 0 and the subtotal', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.double({ min: -50, max: 500, noNaN: true }),
        (s, p) => {
          const d = promoDiscountFils(s, p);
          return Number.isInteger(d) && d >= 0 && d <= s;
        },
      ),
    );
  });
});

describe('promo code input (SPEC §5 Promo code)', () => {
  it('is trimmed first', () => expect(checkPromoInput('  SAVE10 ')).toEqual({ ok: true, code: 'SAVE10' }));
  it('asks for a code when empty', () => {
    expect(checkPromoInput('   ')).toEqual({ ok: false, key: 'pleaseEnterPromo' });
  });
});

describe('promo validation response (SPEC §5 Promo code)', () => {
  it('is valid with status true and a non-empty list, using the first element', () => {
    expect(
      response({
        status: true,
        promo_code: [
          { code: 'A', discount: '10' },
          { code: 'B', discount: 50 },
        ],
      }),
    ).toEqual({ ok: true, promo: { code: 'A', discount: 10 } });
  });

  it('is invalid or expired with status false or an empty list', () => {
    const expected = { ok: false, key: 'invalidOrExpiredPromo', serverMessage: null };
    expect(response({ status: false, promo_code: [] })).toEqual(expected);
    expect(response({ status: true, promo_code: [] })).toEqual(expected);
    expect(response({ status: false, promo_code: [{ code: 'A', discount: 10 }] })).toEqual(expected);
  });

  it('gives the error message of an error response', () => {
    expect(response({ error: { message: 'Expired yesterday' } })).toEqual({
      ok: false,
      key: 'invalidPromo',
      serverMessage: 'Expired yesterday',
    });
  });

  it('falls back to Invalid promo code for an error without a message', () => {
    expect(response({ error: {} })).toEqual({ ok: false, key: 'invalidPromo', serverMessage: null });
  });

  it('reads a bare { message } as an error with that message', () => {
    expect(response({ message: 'Not found' })).toEqual({
      ok: false,
      key: 'invalidPromo',
      serverMessage: 'Not found',
    });
  });

  it('gives Invalid promo code for a response without promo_code', () => {
    expect(response({ status: true })).toEqual({ ok: false, key: 'invalidPromo', serverMessage: null });
  });
});
