import { describe, expect, it } from 'vitest';
import {
  CART_ABANDON_MS,
  msUntilAbandoned,
  shouldReportAbandonment,
  spellReported,
} from '../../../src/domain';

const spell = (lastActivityAt = 0, reported = false) => ({ lastActivityAt, reported });

describe('cart abandonment (SPEC §4 Other UI states: fires after 10 minutes idle with items in the cart)', () => {
  it('waits ten minutes (SPEC §9 Timings: cart abandonment after 10 minutes idle)', () => {
    expect(CART_ABANDON_MS).toBe(10 * 60 * 1000);
    expect(shouldReportAbandonment(spell(), 2, CART_ABANDON_MS - 1)).toBe(false);
    expect(shouldReportAbandonment(spell(), 2, CART_ABANDON_MS)).toBe(true);
    expect(shouldReportAbandonment(spell(1000), 2, CART_ABANDON_MS + 999)).toBe(false);
  });

  it('needs items in the cart', () => {
    expect(shouldReportAbandonment(spell(), 0, CART_ABANDON_MS * 3)).toBe(false);
  });

  it('fires once per idle spell', () => {
    expect(shouldReportAbandonment(spell(0, true), 2, CART_ABANDON_MS * 3)).toBe(false);
  });

  it('counts down from the last activity, and never below zero', () => {
    expect(msUntilAbandoned(1000, 1000)).toBe(CART_ABANDON_MS);
    expect(msUntilAbandoned(1000, 61_000)).toBe(CART_ABANDON_MS - 60_000);
    expect(msUntilAbandoned(0, CART_ABANDON_MS * 2)).toBe(0);
  });

  it('counts a report made by any tab at or after the spell began, and none made before it', () => {
    expect(spellReported([], 1000)).toBe(false);
    expect(spellReported([999], 1000)).toBe(false);
    expect(spellReported([999, 1000], 1000)).toBe(true);
    expect(spellReported([5000], 1000)).toBe(true);
  });
});
