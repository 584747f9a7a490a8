import { describe, expect, it } from 'vitest';
import { orderPaymentLine, type PaymentLineOrder } from '../../../src/domain';

/** An order as the payment line reads it: a paid card order of 12.500 KD on its way, unless told otherwise. */
const order = (o: Partial<PaymentLineOrder> = {}): PaymentLineOrder => ({
  order_status: 'processing',
  payment_status: 'paid',
  paymentType: 'card',
  total_price: 12.5,
  ...o,
});

describe("an order's payment line (SPEC §4 Order status)", () => {
  it('says Paid when payment_status equals paid, as SPEC §4 Order status says', () => {
    expect(orderPaymentLine(order())).toEqual({ key: 'paymentPaid' });
    expect(orderPaymentLine(order({ payment_status: 'Paid', paymentType: 'cash' }))).toEqual({
      key: 'paymentPaid',
    });
  });

  it('says a refund of the total is pending for a paid card order that was cancelled or failed, never Paid', () => {
    for (const order_status of ['cancelled', 'failed', 'Cancelled'])
      expect(orderPaymentLine(order({ order_status }))).toEqual({
        key: 'paymentRefundPending',
        fils: 12_500,
      });
  });

  it('says the total was refunded for a paid order whose status is refunded', () => {
    expect(orderPaymentLine(order({ order_status: 'refunded' }))).toEqual({
      key: 'paymentRefunded',
      fils: 12_500,
    });
    expect(orderPaymentLine(order({ payment_status: 'refunded', order_status: 'cancelled' }))).toEqual({
      key: 'paymentRefunded',
      fils: 12_500,
    });
  });

  it('says a refund is pending for a paid order the shop marked refund_pending (stored without stock)', () => {
    expect(orderPaymentLine(order({ payment_status: 'refund_pending', order_status: 'pending' }))).toEqual({
      key: 'paymentRefundPending',
      fils: 12_500,
    });
    expect(orderPaymentLine(order({ payment_status: 'Refund Pending', order_status: 'refunded' }))).toEqual({
      key: 'paymentRefunded',
      fils: 12_500,
    });
  });

  it('owes back a card order a backend still marks pending: the shop places card orders only once paid', () => {
    expect(orderPaymentLine(order({ payment_status: 'pending' }))).toEqual({ key: 'paymentPending' });
    expect(orderPaymentLine(order({ payment_status: 'pending', order_status: 'cancelled' }))).toEqual({
      key: 'paymentRefundPending',
      fils: 12_500,
    });
    expect(orderPaymentLine(order({ payment_status: 'failed', order_status: 'failed' }))).toEqual({
      key: 'paymentNotTaken',
    });
  });

  it('says an unpaid order on its way is Pending, and one that stopped took no payment', () => {
    const cash = { paymentType: 'cash', payment_status: 'pending' };
    expect(orderPaymentLine(order({ ...cash, order_status: 'on_the_way' }))).toEqual({
      key: 'paymentPending',
    });
    for (const order_status of ['cancelled', 'failed', 'refunded'])
      expect(orderPaymentLine(order({ ...cash, order_status }))).toEqual({ key: 'paymentNotTaken' });
  });

  it('names the refund in whole fils of the total, however the total was rounded', () => {
    expect(orderPaymentLine(order({ order_status: 'cancelled', total_price: 1.005 }))).toEqual({
      key: 'paymentRefundPending',
      fils: 1005,
    });
  });
});
