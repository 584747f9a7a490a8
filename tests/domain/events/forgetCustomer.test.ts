import { describe, expect, it } from 'vitest';
import { applyLogin, applyLogout, forgottenCustomerState, initialProjectionState } from '../../../src/domain';
import { cartItem, selectedAddress } from '../factories';

const loggedIn = () => {
  const state = initialProjectionState();
  return {
    ...state,
    cart: { ...state.cart, cartProducts: [cartItem({ id: '7' })] },
    session: {
      ...applyLogin(state.session, { token: 't', userId: 42, userName: 'Noura', mobile: '+96551239876' }),
      isLanguage: 'en' as const,
      direction: 'ltr' as const,
    },
    addresses: { saved: [], selected: selectedAddress({ fullName: 'Noura' }) },
  };
};

describe('Delete Account keeps nothing of the customer on a device others may use next (SPEC §2 Profile)', () => {
  it('leaves a guest session with the language, an empty address book, and the cart', () => {
    const forgotten = forgottenCustomerState(loggedIn());
    expect(forgotten.session).toEqual({
      ...initialProjectionState().session,
      isLanguage: 'en',
      direction: 'ltr',
    });
    expect(forgotten.addresses).toEqual({ saved: [], selected: null });
    expect(forgotten.cart.cartProducts.map((line) => line.id)).toEqual(['7']);
    expect(JSON.stringify(forgotten)).not.toMatch(/Noura|51239876/);
  });
});

describe('logout clears the phone under both its names, so neither outlives the session (SPEC §4 Login)', () => {
  it('clears phoneNo with mobile', () => {
    const out = applyLogout(loggedIn().session);
    expect([out.mobile, out.phoneNo]).toEqual([null, null]);
  });
});
