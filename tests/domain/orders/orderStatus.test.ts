import { describe, expect, it } from 'vitest';
import {
  isTerminalStatus,
  ORDER_STATUSES,
  paymentStatusLabel,
  statusBadge,
  TIMELINE_STEPS,
  timelineIndex,
  timelineStop,
} from '../../../src/domain';

describe('order status badge (SPEC §4 Order status)', () => {
  it('knows the ten statuses and confirmed, which a new order is sent as (SPEC §4 Order status)', () => {
    expect(ORDER_STATUSES).toHaveLength(11);
    expect(statusBadge('confirmed')).toEqual({ color: 'blue', labelKey: 'statusConfirmed' });
    for (const status of ORDER_STATUSES) expect(statusBadge(status).color).not.toBe('grey');
  });

  it('gives unknown values a grey badge', () => {
    expect(statusBadge('lost_in_space')).toEqual({ color: 'grey', labelKey: 'statusUnknown' });
    expect(statusBadge(null).color).toBe('grey');
  });

  it('reads spellings with spaces, hyphens or capitals as the same status', () => {
    expect(statusBadge('On The Way')).toEqual(statusBadge('on_the_way'));
    expect(statusBadge('ON-HOLD')).toEqual(statusBadge('on_hold'));
  });

  it("badges out_for_delivery, the timeline's other name for on_the_way, as On the Way rather than unknown", () => {
    expect(statusBadge('out_for_delivery')).toEqual(statusBadge('on_the_way'));
  });

  it('colours success green and failure red', () => {
    expect(statusBadge('delivered').color).toBe('green');
    expect(statusBadge('cancelled').color).toBe('red');
  });
});

describe('tracking timeline (SPEC §4 Order status)', () => {
  it('has five steps', () => {
    expect(TIMELINE_STEPS).toEqual([
      'stepOrderPlaced',
      'stepProcessing',
      'stepShipped',
      'stepOutForDelivery',
      'stepDelivered',
    ]);
  });

  it.each([
    ['pending', 0],
    ['processing', 1],
    ['shipped', 2],
    ['on_the_way', 3],
    ['out_for_delivery', 3],
    ['delivered', 4],
    ['completed', 4],
  ])('places %s at step %i', (status, step) => {
    expect(timelineIndex(status)).toBe(step);
  });

  it('defaults to Order Placed', () => {
    expect(timelineIndex('confirmed')).toBe(0);
    expect(timelineIndex(undefined)).toBe(0);
  });
});

describe('terminal statuses', () => {
  it('are delivered, completed, cancelled, failed and refunded', () => {
    const terminal = [...ORDER_STATUSES, 'out_for_delivery'].filter((s) => isTerminalStatus(s));
    expect(terminal).toEqual(['delivered', 'cancelled', 'completed', 'failed', 'refunded']);
  });
});

describe('payment status label (SPEC §4 Order status)', () => {
  it('is Paid when the status equals paid, otherwise Pending', () => {
    expect(paymentStatusLabel('paid')).toBe('paymentPaid');
    expect(paymentStatusLabel('Paid')).toBe('paymentPaid');
    expect(paymentStatusLabel('pending')).toBe('paymentPending');
    expect(paymentStatusLabel(null)).toBe('paymentPending');
  });
});

describe('where a stopped order’s timeline ends (SPEC §4)', () => {
  it('ends at the status that stopped it, however it is spelt', () => {
    expect(timelineStop('cancelled')).toBe('statusCancelled');
    expect(timelineStop(' Refunded ')).toBe('statusRefunded');
    expect(timelineStop('failed')).toBe('statusFailed');
  });

  it('leaves an order on its way, or unknown, to the five steps', () => {
    for (const status of ['pending', 'on_the_way', 'delivered', 'on_hold', 'something', null])
      expect(timelineStop(status)).toBeNull();
  });
});
