import { describe, expect, it } from 'vitest';
import { messageTexts, orderErrorKey, ordersErrorKey } from '../../../src/domain';

describe('orders store errors (SPEC §4 Orders store, §8)', () => {
  it("uses 'No orders found or invalid response format' for a list the server did not give", () => {
    expect(messageTexts[ordersErrorKey('server')]).toBe('No orders found or invalid response format');
    expect(ordersErrorKey('invalidResponse')).toBe('ordersLoadFailed');
  });

  it("uses 'Order not found or invalid response format' for a detail the server did not give", () => {
    expect(messageTexts[orderErrorKey('server')]).toBe('Order not found or invalid response format');
    expect(orderErrorKey('invalidResponse')).toBe('orderLoadFailed');
  });

  it('says the network is the problem when no answer came (SPEC §8 Network error text)', () => {
    for (const failure of ['offline', 'timeout'] as const) {
      expect(ordersErrorKey(failure)).toBe('networkError');
      expect(orderErrorKey(failure)).toBe('networkError');
    }
    expect(messageTexts.networkError).toBe('Network error. Please check your connection and try again.');
  });
});
