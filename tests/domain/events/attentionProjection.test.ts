import { describe, expect, it } from 'vitest';
import {
  attentionFor,
  buildOrderPayload,
  initialProjectionState,
  orderTotals,
  replay,
  reviewLineName,
} from '../../../src/domain';
import { cartItem, selectedAddress } from '../factories';
import { ev, idAt, log, session } from './factories';

const built = buildOrderPayload({
  userId: 42,
  address: selectedAddress(),
  items: [cartItem({ id: '7', originalProductId: 7, price: '3', quantity: 2 })],
  totals: orderTotals(6000, 500, 0),
  paymentMethod: 'cash',
  promoCode: null,
});
if (!built.ok) throw new Error(built.key);
const order = built.payload;
const lamp = { id: 7, v_id: null, name: 'مصباح', title: 'Lamp' };

const needsAttention =
  (orderKey: string, userId = '42') =>
  (n: number) =>
    ev(n, 'OrderNeedsAttention', {
      orderKey,
      userId,
      reasons: [{ kind: 'feeUp' as const, fromFils: 0, toFils: 500 }],
      agreedTotalFils: 6000,
      newTotalFils: 6500,
      order,
    });
const refusedForStock = (orderKey: string) => (n: number) =>
  ev(n, 'OrderRefused', {
    orderKey,
    userId: '42',
    status: 409,
    code: 'outOfStock',
    message: '"Lamp" (2 asked, 1 left)',
    short: [{ line: lamp, requested: 2, available: 1 }],
  });
const loggedIn = (n: number) => ev(n, 'LoggedIn', { session });

describe('the orders waiting for their shopper (the projection the shell’s notice reads)', () => {
  it('holds an order that changed when priced again, and one the server refused', () => {
    const state = replay(log(loggedIn, needsAttention(idAt(90)), refusedForStock(idAt(91))));
    expect(state.attention).toEqual([
      expect.objectContaining({ kind: 'changed', orderKey: idAt(90), newTotalFils: 6500, order }),
      expect.objectContaining({ kind: 'refused', orderKey: idAt(91), code: 'outOfStock' }),
    ]);
  });

  it('lets an order go once its shopper resolved it, or the server took it after all', () => {
    const resolved = (n: number) =>
      ev(n, 'OrderResolved', { orderKey: idAt(90), outcome: 'cancelled', replacedBy: null });
    const confirmed = (n: number) => ev(n, 'OrderConfirmed', { orderKey: idAt(91), orderId: 8 });
    const state = replay(log(needsAttention(idAt(90)), refusedForStock(idAt(91)), resolved, confirmed));
    expect(state.attention).toEqual([]);
  });

  it('keeps one entry an order, the latest fact about it', () => {
    const state = replay(log(needsAttention(idAt(90)), refusedForStock(idAt(90))));
    expect(state.attention.map((entry) => entry.kind)).toEqual(['refused']);
  });

  it('shows a customer only their own, and a guest none', () => {
    const state = replay(log(loggedIn, needsAttention(idAt(90)), needsAttention(idAt(91), '77')));
    expect(attentionFor(state).map((entry) => entry.orderKey)).toEqual([idAt(90)]);
    expect(attentionFor({ ...state, session: initialProjectionState().session })).toEqual([]);
    expect(attentionFor(null)).toEqual([]);
  });

  it('names a line by SPEC §3’s language rule', () => {
    expect(reviewLineName(lamp, 'en')).toBe('Lamp');
    expect(reviewLineName(lamp, 'ar')).toBe('مصباح');
    expect(reviewLineName({ ...lamp, title: null }, 'en')).toBe('مصباح');
  });
});
