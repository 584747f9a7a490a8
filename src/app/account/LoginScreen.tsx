import { useEffect, useRef } from 'react';
import { Navigate, useSearchParams } from 'react-router-dom';
import { loginDestination, toInternational } from '../../domain';
import { useTranslation } from '../i18n/translation';
import { CodeStep } from './CodeStep';
import { PhoneStep } from './PhoneStep';
import { useLoginMachine } from './useLoginMachine';
import { useSession } from './useSession';
import './Login.css';

/**
 * SPEC §2 Login: phone, then code, then the redirect to the stored return path (`?returnTo=`). The login machine
 * owns the flow; this screen renders its snapshot, and each button is enabled when the machine can take its event.
 */
export function LoginScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const [snapshot, send] = useLoginMachine(returnTo);
  const { loggedIn } = useSession();
  const phoneInput = useRef<HTMLInputElement>(null);
  const wasOnPhoneStep = useRef(true);
  const { context } = snapshot;
  const onPhoneStep = snapshot.matches('phoneEntry') || snapshot.matches('requestingCode');

  // Back from step 2, the shopper came to change the number: focus goes straight to it.
  useEffect(() => {
    if (onPhoneStep && !wasOnPhoneStep.current) phoneInput.current?.focus();
    wasOnPhoneStep.current = onPhoneStep;
  }, [onPhoneStep]);

  // A customer who is already logged in has nothing to do here.
  if (loggedIn && snapshot.matches('phoneEntry')) {
    return <Navigate to={loginDestination(returnTo)} replace />;
  }

  return (
    <section className="login-screen" aria-labelledby="login-title">
      <h1 id="login-title" className="login-screen__title">
        {onPhoneStep ? t('login.title') : t('login.codeStepTitle')}
      </h1>
      {onPhoneStep ? (
        <PhoneStep
          countryCode={context.countryCode}
          phone={context.phone}
          error={context.error}
          sending={snapshot.matches('requestingCode')}
          canSubmit={snapshot.can({ type: 'user.submitPhone' })}
          phoneInputRef={phoneInput}
          send={send}
        />
      ) : (
        <CodeStep
          send={send}
          state={{
            phone: toInternational(context.countryCode, context.phone),
            code: context.code,
            debugCode: context.debugCode,
            error: context.error,
            verifying: snapshot.matches('verifying'),
            resending: snapshot.matches({ codeEntry: 'resending' }),
            resent: snapshot.matches({ codeEntry: 'resent' }),
            loggedIn: snapshot.matches('loggedIn') || snapshot.matches('redirected'),
            can: {
              submit: snapshot.can({ type: 'user.submitCode' }),
              resend: snapshot.can({ type: 'user.resend' }),
              back: snapshot.can({ type: 'user.back' }),
            },
          }}
        />
      )}
    </section>
  );
}
