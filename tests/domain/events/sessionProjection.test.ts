import { describe, expect, it } from 'vitest';
import { guestSession, reduceSession, type ShopEvent } from '../../../src/domain';
import { ev, log, session } from './factories';

const fold = (events: ShopEvent[]) => events.reduce(reduceSession, guestSession());
const login = (n: number) => ev(n, 'LoggedIn', { session });

describe('the session projection (SPEC §3 Auth state, §4 Login)', () => {
  it('starts as a guest in Arabic, right to left (SPEC §1)', () => {
    expect(guestSession()).toMatchObject({
      isLogin: false,
      token: null,
      userId: null,
      isLanguage: 'ar',
      direction: 'rtl',
    });
  });

  it('stores token, name, mobile and user id on login', () => {
    expect(fold(log(login))).toMatchObject({
      isLogin: true,
      token: 'tok',
      userId: 42,
      userName: 'Sara',
      mobile: '+96551234567',
      phoneNo: '+96551234567',
    });
  });

  it('clears name, mobile, token and user id on logout, and sets autoLogin', () => {
    expect(fold(log(login, (n) => ev(n, 'LoggedOut', {})))).toMatchObject({
      isLogin: false,
      token: null,
      userId: null,
      userName: null,
      mobile: null,
      autoLogin: true,
    });
  });

  it('keeps the language through logout', () => {
    const state = fold(
      log(
        (n) => ev(n, 'LanguageChanged', { language: 'en' }),
        login,
        (n) => ev(n, 'LoggedOut', {}),
      ),
    );
    expect(state).toMatchObject({ isLanguage: 'en', direction: 'ltr' });
  });

  it('changes the name', () => {
    expect(fold(log(login, (n) => ev(n, 'NameChanged', { name: 'Noura' }))).userName).toBe('Noura');
  });

  it('changes the language and the direction together (SPEC §4 Other UI states)', () => {
    const english = fold(log((n) => ev(n, 'LanguageChanged', { language: 'en' })));
    expect(english).toMatchObject({ isLanguage: 'en', direction: 'ltr' });
    expect(reduceSession(english, ev(9, 'LanguageChanged', { language: 'ar' }))).toMatchObject({
      isLanguage: 'ar',
      direction: 'rtl',
    });
  });
});
