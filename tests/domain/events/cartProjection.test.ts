import { describe, expect, it } from 'vitest';
import { type CartProjection, emptyCartProjection, reduceCart, type ShopEvent } from '../../../src/domain';
import { cartItem } from '../factories';
import { ev, log, session } from './factories';

const fold = (events: ShopEvent[], from: CartProjection = emptyCartProjection()) =>
  events.reduce(reduceCart, from);
const added =
  (id: string, price: string, quantity = 1) =>
  (n: number) =>
    ev(n, 'CartItemAdded', { item: cartItem({ id, price, quantity }) });

describe('the cart projection (SPEC §4 Cart)', () => {
  it('starts empty, with no promo', () => {
    expect(emptyCartProjection()).toEqual({
      cartProducts: [],
      totalPrice: '0.00',
      isPromo: false,
      promo: null,
    });
  });

  it('appends an added product and recomputes the total', () => {
    const cart = fold(log(added('1', '1.250', 2), added('2', '0.500')));
    expect(cart.cartProducts.map((l) => l.id)).toEqual(['1', '2']);
    expect(cart.totalPrice).toBe('3.00');
  });

  it('replaces an entry with the same id in place', () => {
    const cart = fold(log(added('1', '1'), added('2', '1'), added('1', '1', 5)));
    expect(cart.cartProducts.map((l) => [l.id, l.quantity])).toEqual([
      ['1', 5],
      ['2', 1],
    ]);
    expect(cart.totalPrice).toBe('6.00');
  });

  it('steps the quantity up by one, and down only while it is above 1', () => {
    const step = (delta: 1 | -1) => (n: number) => ev(n, 'CartItemQuantityChanged', { id: '1', delta });
    expect(fold(log(added('1', '2'), step(1), step(1))).cartProducts[0]?.quantity).toBe(3);
    expect(fold(log(added('1', '2'), step(-1))).cartProducts[0]?.quantity).toBe(1);
  });

  it('deletes by id', () => {
    const cart = fold(log(added('1', '1'), added('2', '1'), (n) => ev(n, 'CartItemRemoved', { id: '1' })));
    expect(cart.cartProducts.map((l) => l.id)).toEqual(['2']);
    expect(cart.totalPrice).toBe('1.00');
  });

  it('keeps the code and discount of an applied promo and sets the flag', () => {
    const cart = fold(log((n) => ev(n, 'PromoApplied', { code: 'EID', discount: 10 })));
    expect(cart).toMatchObject({ isPromo: true, promo: { code: 'EID', discount: 10 } });
  });

  it('resets the promo when it is removed', () => {
    const cart = fold(
      log(
        (n) => ev(n, 'PromoApplied', { code: 'EID', discount: 10 }),
        (n) => ev(n, 'PromoRemoved', {}),
      ),
    );
    expect(cart).toMatchObject({ isPromo: false, promo: null });
  });

  it('keeps the promo through other cart changes', () => {
    const cart = fold(log((n) => ev(n, 'PromoApplied', { code: 'EID', discount: 10 }), added('1', '1')));
    expect(cart.promo).toEqual({ code: 'EID', discount: 10 });
  });

  it('clears the list, the total and the promo', () => {
    const cart = fold(
      log(
        added('1', '4'),
        (n) => ev(n, 'PromoApplied', { code: 'EID', discount: 10 }),
        (n) => ev(n, 'CartCleared', {}),
      ),
    );
    expect(cart).toEqual(emptyCartProjection());
  });

  it('is kept on logout, which SPEC §4 Login does not list among what it clears', () => {
    const before = fold(log(added('1', '4'), (n) => ev(n, 'LoggedIn', { session })));
    expect(reduceCart(before, ev(9, 'LoggedOut', {}))).toBe(before);
  });
});
