import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { type AuthState, isLoggedIn } from '../../domain';
import { useEventLog, useShopState } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useTranslation } from '../i18n/translation';
import { useToast } from '../toast/useToast';

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
 * Ends the session on the server first (POST /customer/logout, so a copied token stops working at once rather
 * than when it expires), then runs `onDevice`. Leaving never waits on the server: offline, the device still
 * forgets, and a toast says the server could not be told (the token then expires by itself).
 */
function useLeave(onDevice: () => Promise<unknown>): () => Promise<void> {
  const sync = useSync();
  const toast = useToast();
  const { t } = useTranslation();
  const navigate = useNavigate();
  return useCallback(async () => {
    const { revoked } = await sync.revokeSession().catch(() => ({ revoked: false }));
    await onDevice();
    if (!revoked) toast.show('warning', t('session.notRevoked'));
    navigate('/', { replace: true });
  }, [sync, toast, t, navigate, onDevice]);
}

/**
 * SPEC §4 Login: logout clears name, mobile, token, user id and the selected address (the LoggedOut reducers), then
 * goes home; the token is revoked on the server first.
 */
export function useLogOut(): () => Promise<void> {
  const eventLog = useEventLog();
  return useLeave(useCallback(() => eventLog.append('LoggedOut', {}), [eventLog]));
}

/**
 * SPEC §2 Delete Account: the token is revoked on the server, and every personal record of the customer leaves this
 * device (addresses, orders, pending payments, the selected address and the customer's events; the sync worker's
 * forgetCustomer), then it goes home. `unsentOrders` tells the screen to warn first.
 */
export function useDeleteAccount(): {
  deleteAccount: () => Promise<void>;
  unsentOrders: () => Promise<number>;
} {
  const sync = useSync();
  const deleteAccount = useLeave(useCallback(() => sync.forgetCustomer(), [sync]));
  const unsentOrders = useCallback(() => sync.unsentOrderCount(), [sync]);
  return { deleteAccount, unsentOrders };
}
