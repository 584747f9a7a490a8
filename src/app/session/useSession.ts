import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AuthState, isLoggedIn } from '../../domain';
import { useEventLog, useShopState } from '../data/EventLogContext';

export interface SessionView {
  /** Null until the local database has answered once. */
  session: AuthState | null;
  /** SPEC §4 Login: a token and a user id in the session projection, the one place a session is kept. */
  loggedIn: boolean;
}

export function useSession(): SessionView {
  const session = useShopState()?.session ?? null;
  return { session, loggedIn: session !== null && isLoggedIn(session) };
}

/**
 * SPEC §4 Login: logout clears name, mobile, token, user id and the selected address (the LoggedOut reducers), then
 * goes home. SPEC §2 Delete Account does the same on this device: a server call for it is not shown.
 */
export function useLogOut(): () => Promise<void> {
  const eventLog = useEventLog();
  const navigate = useNavigate();
  return useCallback(async () => {
    await eventLog.append('LoggedOut', {});
    navigate('/', { replace: true });
  }, [eventLog, navigate]);
}
