import { describe, expect, it } from 'vitest';
import {
  AuthStateSchema,
  applyLanguage,
  applyLogin,
  applyLogout,
  applyName,
  isLoggedIn,
} from '../../../src/domain';

const guest = () => AuthStateSchema.parse({});

describe('logged in (SPEC §4 Login)', () => {
  it('means a token and a user id in state', () => {
    expect(isLoggedIn({ token: 't', userId: 1 })).toBe(true);
    expect(isLoggedIn({ token: 't', userId: null })).toBe(false);
  });

  it('or a stored token and a stored user id', () => {
    expect(isLoggedIn({ token: null, userId: null }, { token: 't', userId: '1' })).toBe(true);
    expect(isLoggedIn({ token: null, userId: null }, { token: null, userId: '1' })).toBe(false);
  });
});

describe('auth state (SPEC §3 Auth state, §4 Login)', () => {
  it('starts as a guest in Arabic, right-to-left', () => {
    expect(guest()).toMatchObject({ isLogin: false, isLanguage: 'ar', direction: 'rtl', token: null });
  });

  it('stores token, name, mobile and user id on login', () => {
    const state = applyLogin(guest(), { token: 't', userId: 5, userName: 'Sara', mobile: '+96551234567' });
    expect(state).toMatchObject({
      isLogin: true,
      token: 't',
      userId: 5,
      userName: 'Sara',
      mobile: '+96551234567',
    });
  });

  it('clears name, mobile, token and user id on logout and sets autoLogin', () => {
    const state = applyLogout(applyLogin(guest(), { token: 't', userId: 5, userName: 'S', mobile: 'm' }));
    expect(state).toMatchObject({ isLogin: false, token: null, userId: null, userName: null, mobile: null });
    expect(state.autoLogin).toBe(true);
  });

  it('changes the name', () => expect(applyName(guest(), 'Noor').userName).toBe('Noor'));

  it('changes language and direction together', () => {
    expect(applyLanguage(guest(), 'en')).toMatchObject({ isLanguage: 'en', direction: 'ltr' });
  });
});
