import { describe, expect, it } from 'vitest';
import { cpuSlowdownMultiplier } from '../../bench/cpuSlowdown';

describe('cpuSlowdownMultiplier (Lighthouse’s CPU throttling calculator)', () => {
  it('gives the calculator’s slowdowns at its marks', () => {
    expect(cpuSlowdownMultiplier(1300)).toBe(3);
    expect(cpuSlowdownMultiplier(1533)).toBeCloseTo(4, 2);
    expect(cpuSlowdownMultiplier(2000)).toBeCloseTo(6, 2);
    expect(cpuSlowdownMultiplier(800)).toBe(2);
    expect(cpuSlowdownMultiplier(150)).toBe(1);
  });

  it('follows each of its three lines between the marks', () => {
    expect(cpuSlowdownMultiplier(3800)).toBeCloseTo(3 + 2500 / 233, 10);
    expect(cpuSlowdownMultiplier(1050)).toBeCloseTo(2.5, 10);
    expect(cpuSlowdownMultiplier(475)).toBeCloseTo(1.5, 10);
  });

  it('joins the lines where they meet', () => {
    expect(cpuSlowdownMultiplier(1299.999)).toBeCloseTo(cpuSlowdownMultiplier(1300), 4);
    expect(cpuSlowdownMultiplier(799.999)).toBeCloseTo(cpuSlowdownMultiplier(800), 4);
  });

  it('slows a host too slow for the calculator no further', () => {
    expect(cpuSlowdownMultiplier(100)).toBe(1);
  });

  it('refuses an index that is not a number', () => {
    expect(() => cpuSlowdownMultiplier(Number.NaN)).toThrow(/benchmark index/);
  });
});
