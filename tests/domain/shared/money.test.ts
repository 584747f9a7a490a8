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

describe('KD to fils is the one rule of client and server (SPEC §9 Currency: prices in KD; DESIGN: money in integer fils)', () => {
  it('turns a three-decimal price into exactly its fils, whatever the float product carries', () => {
    expect(toFils(1.005)).toBe(1005); // 1.005 * 1000 is 1004.9999999999999
    expect(toFils(12.345)).toBe(12345); // 12.345 * 1000 is 12345.000000000002
    expect(toFils('12.345')).toBe(12345);
    expect(toFils(0.1 + 0.2)).toBe(300); // 0.30000000000000004
    expect(toFils(2.675)).toBe(2675);
  });

  it('reads every three-decimal price, as a number or as its text, to the fils it names', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), (fils) => {
        const text = (fils / 1000).toFixed(3);
        return toFils(text) === fils && toFils(Number(text)) === fils;
      }),
    );
  });

  it('rounds half a fils away from zero, so an amount below zero rounds as its opposite does', () => {
    expect(toFils(0.0005)).toBe(1);
    expect(toFils(-0.0005)).toBe(-1);
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
