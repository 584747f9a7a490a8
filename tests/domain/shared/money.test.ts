import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filsToKd, formatKd, roundFils, toFils, toKdString } from '../../../src/domain';

describe('money in integer fils', () => {
  it('converts KD numbers and numeric strings to fils', () => {
    expect(toFils(12.5)).toBe(12500);
    expect(toFils('0.125')).toBe(125);
    expect(toFils('  3 ')).toBe(3000);
  });

  it('rounds to the nearest fils without binary noise', () => {
    expect(toFils(1.0005)).toBe(1001);
    expect(toFils(0.1 + 0.2)).toBe(300);
  });

  it('throws a RangeError for values that are not amounts', () => {
    expect(() => toFils(Number.NaN)).toThrow(RangeError);
    expect(() => toFils('abc')).toThrow(RangeError);
    expect(() => toFils('')).toThrow(RangeError);
    expect(() => toFils(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('converts fils back to KD', () => {
    expect(filsToKd(12500)).toBe(12.5);
  });

  it('round-trips every fils amount through KD', () => {
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (fils) => toFils(filsToKd(fils)) === fils));
  });

  it('rounds float fils half away from zero', () => {
    expect(roundFils(1004.9999999999999)).toBe(1005);
    expect(roundFils(-2.5)).toBe(-3);
  });
});

describe('KD display with 2 decimals (SPEC §1, §9 Currency)', () => {
  it('rounds the third decimal half up on the fils value', () => {
    expect(toKdString(12345)).toBe('12.35');
    expect(toKdString(12344)).toBe('12.34');
    expect(toKdString(12500)).toBe('12.50');
    expect(toKdString(5)).toBe('0.01');
    expect(toKdString(0)).toBe('0.00');
    expect(toKdString(-1505)).toBe('-1.51');
  });

  it('shows English amounts as "12.50 KD"', () => {
    expect(formatKd(12500, 'en')).toBe('12.50 KD');
  });

  it('shows Arabic amounts with Latin digits followed by د.ك', () => {
    expect(formatKd(12345, 'ar')).toBe('12.35 د.ك');
  });
});
