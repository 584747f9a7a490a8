import type { AuthState, Session } from '../schemas';
import { directionOf, type Language } from '../shared/language';

type Credentials = { token: string | null; userId: number | string | null };

function present(c: Credentials | undefined): boolean {
  return !!c && !!c.token && c.userId !== null && c.userId !== '';
}

/** SPEC §4 Login: logged in means token and user id in state, or a stored token and stored user id. */
export function isLoggedIn(state: Credentials, stored?: Credentials): boolean {
  return present(state) || present(stored);
}

/** SPEC §4 Login: login stores token, name, mobile and user id. */
export function applyLogin(state: AuthState, session: Session): AuthState {
  return {
    ...state,
    isLogin: true,
    token: session.token,
    userId: session.userId,
    userName: session.userName,
    mobile: session.mobile,
    phoneNo: session.mobile,
  };
}

/** SPEC §4 Login: logout clears name, mobile, token and user id, and sets autoLogin. */
export function applyLogout(state: AuthState): AuthState {
  return {
    ...state,
    isLogin: false,
    userName: null,
    mobile: null,
    // The same number under SPEC §3's other name: a phone must not outlive the session it belonged to.
    phoneNo: null,
    token: null,
    userId: null,
    autoLogin: true,
  };
}

export function applyName(state: AuthState, name: string): AuthState {
  return { ...state, userName: name };
}

/** SPEC §4: the language and the document direction change together. */
export function applyLanguage(state: AuthState, lang: Language): AuthState {
  return { ...state, isLanguage: lang, direction: directionOf(lang) };
}
