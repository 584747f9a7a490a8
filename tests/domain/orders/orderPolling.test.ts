import { describe, expect, it } from 'vitest';
import { ORDER_POLL_BASE_MS, ORDER_POLL_MAX_MS, orderPollDelayMs } from '../../../src/domain';

describe('order tracking poll delay (SPEC §4 Order status)', () => {
  it('starts at the base delay and doubles while the status does not change', () => {
    expect([0, 1, 2, 3].map(orderPollDelayMs)).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(orderPollDelayMs(0)).toBe(ORDER_POLL_BASE_MS);
  });

  it('never waits longer than the cap', () => {
    expect(orderPollDelayMs(10)).toBe(ORDER_POLL_MAX_MS);
  });
});
