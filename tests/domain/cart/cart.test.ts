import { describe, expect, it } from 'vitest';
import {
  addCartItem,
  applyPromo,
  clearCart,
  decreaseQuantity,
  emptyCart,
  increaseQuantity,
  removeCartItem,
  removePromo,
} from '../../../src/domain';
import { cartItem, cartState } from '../factories';

describe('cart operations (SPEC §4 Cart)', () => {
  it('appends a product that is not in the cart', () => {
    const state = addCartItem(cartState([cartItem({ id: '1' })]), cartItem({ id: '2' }));
    expect(state.cartProducts.map((l) => l.id)).toEqual(['1', '2']);
  });

  it('replaces an entry with the same id in place', () => {
    const start = cartState([cartItem({ id: '1' }), cartItem({ id: '2', quantity: 1 })]);
    const state = addCartItem(start, cartItem({ id: '2', quantity: 5 }));
    expect(state.cartProducts.map((l) => [l.id, l.quantity])).toEqual([
      ['1', null],
      ['2', 5],
    ]);
  });

  it('increases the quantity by one, starting from the counter fallback', () => {
    const state = increaseQuantity(cartState([cartItem({ id: 'a', counter: 2 })]), 'a');
    expect(state.cartProducts[0]?.quantity).toBe(3);
  });

  it('decreases the quantity while it is above 1', () => {
    const state = decreaseQuantity(cartState([cartItem({ id: 'a', quantity: 2 })]), 'a');
    expect(state.cartProducts[0]?.quantity).toBe(1);
  });

  it('does not decrease below 1', () => {
    const state = decreaseQuantity(cartState([cartItem({ id: 'a', quantity: 1 })]), 'a');
    expect(state.cartProducts[0]?.quantity).toBe(1);
    expect(state.cartProducts).toHaveLength(1);
  });

  it('deletes by id', () => {
    const state = removeCartItem(cartState([cartItem({ id: 'a' }), cartItem({ id: 'b' })]), 'a');
    expect(state.cartProducts.map((l) => l.id)).toEqual(['b']);
  });

  it('clears the list, the total and the promo flag', () => {
    expect(clearCart()).toEqual({ cartProducts: [], totalPrice: '0.00', isPromo: false });
    expect(emptyCart()).toEqual(clearCart());
  });

  it('sets the promo flag once a promo is applied, and resets it on remove', () => {
    const applied = applyPromo(cartState());
    expect(applied.isPromo).toBe(true);
    expect(removePromo(applied).isPromo).toBe(false);
  });

  it('recomputes the total with 2 decimals after every change', () => {
    let state = addCartItem(cartState(), cartItem({ id: 'a', price: '1.255', quantity: 2 }));
    expect(state.totalPrice).toBe('2.51');
    state = increaseQuantity(state, 'a');
    expect(state.totalPrice).toBe('3.77');
    state = addCartItem(state, cartItem({ id: 'b', price: '0.1' }));
    expect(state.totalPrice).toBe('3.87');
    state = decreaseQuantity(state, 'a');
    expect(state.totalPrice).toBe('2.61');
    state = removeCartItem(state, 'a');
    expect(state.totalPrice).toBe('0.10');
  });

  it('never mutates the state it is given', () => {
    const start = cartState([cartItem({ id: 'a', quantity: 2 })]);
    const snapshot = structuredClone(start);
    increaseQuantity(start, 'a');
    decreaseQuantity(start, 'a');
    removeCartItem(start, 'a');
    addCartItem(start, cartItem({ id: 'b' }));
    expect(start).toEqual(snapshot);
  });
});
