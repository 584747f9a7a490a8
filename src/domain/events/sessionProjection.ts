import { applyLanguage, applyLogin, applyLogout, applyName } from '../account/session';
import { type AuthState, AuthStateSchema } from '../schemas';
import type { ShopEvent } from './eventSchemas';

/**
 * The session projection is the SPEC §3 auth state, so the reducers of src/domain/account/session.ts apply unchanged.
 * Events move only isLogin, userId, token, userName, mobile/phoneNo, isLanguage/direction and autoLogin; the
 * other fields keep their defaults (a guest in Arabic, SPEC §1).
 */
export function guestSession(): AuthState {
  return AuthStateSchema.parse({});
}

export function reduceSession(state: AuthState, event: ShopEvent): AuthState {
  switch (event.type) {
    case 'LoggedIn':
      return applyLogin(state, event.payload.session);
    // SPEC §4 Login: logout clears name, mobile, token and user id and sets autoLogin.
    case 'LoggedOut':
      return applyLogout(state);
    case 'NameChanged':
      return applyName(state, event.payload.name);
    case 'LanguageChanged':
      return applyLanguage(state, event.payload.language);
    default:
      return state;
  }
}
