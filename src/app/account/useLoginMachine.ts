import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { DEFAULT_COUNTRY, loginDestination, type Session } from '../../domain';
import { type LoginOtpContext, loginOtpMachine } from '../../machines/loginOtp.machine';
import { useEventLog } from '../data/EventLogContext';
import { useSync } from '../data/SyncContext';
import { useShopMachine } from '../machines/useShopMachine';

/** The worker's verified session, in the shape the LoggedIn event stores (SPEC §4: token, name, mobile, user id). */
function toSession(verified: NonNullable<LoginOtpContext['session']>): Session {
  return { token: verified.token, userId: verified.userId, userName: verified.name, mobile: verified.phone };
}

/**
 * The login machine with the app's effects: the code calls go to the sync worker, a verified session becomes a
 * LoggedIn event in the log, and the redirect goes where SPEC §2 says (`returnTo`, read once when the screen opens).
 */
export function useLoginMachine(returnTo: string | null) {
  const sync = useSync();
  const eventLog = useEventLog();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  // The redirect waits for the session to be in the log, so the next screen (checkout) already sees the login.
  const stored = useRef<Promise<unknown>>(Promise.resolve());

  const [machine] = useState(() =>
    loginOtpMachine.provide({
      actors: {
        sendOtp: fromPromise(({ input }) => sync.sendOtp(input.phone)),
        verifyOtp: fromPromise(async ({ input }) => {
          const answer = await sync.verifyOtp(input.phone, input.otp);
          return { success: answer.success, message: answer.message, session: answer.session ?? undefined };
        }),
      },
      actions: {
        storeSession: ({ context }) => {
          if (context.session) {
            stored.current = eventLog.append('LoggedIn', { session: toSession(context.session) });
          }
        },
        redirect: () => {
          const go = () => navigateRef.current(loginDestination(returnTo), { replace: true });
          void stored.current.then(go, go);
        },
      },
    }),
  );
  return useShopMachine(machine, { input: { countryCode: DEFAULT_COUNTRY.dialCode } });
}
