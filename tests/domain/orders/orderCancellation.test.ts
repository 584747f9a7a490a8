import { describe, expect, it } from 'vitest';
import { isCancellableStatus, ORDER_STATUSES, offersCancel } from '../../../src/domain';

describe("a shopper's cancellation (beyond SPEC §4 Order status)", () => {
  it('is open while the order is pending or confirmed, and closed from processing on', () => {
    const open = ORDER_STATUSES.filter((status) => isCancellableStatus(status));
    expect(open).toEqual(['pending', 'confirmed']);
    expect(isCancellableStatus('Confirmed')).toBe(true);
    expect(isCancellableStatus(null)).toBe(false);
  });

  it('is offered only where the backend says it would take it', () => {
    expect(offersCancel({ order_status: 'pending', cancellable: true })).toBe(true);
    expect(offersCancel({ order_status: 'pending' })).toBe(false);
    expect(offersCancel({ order_status: 'pending', cancellable: null })).toBe(false);
    expect(offersCancel({ order_status: 'shipped', cancellable: true })).toBe(false);
  });
});
