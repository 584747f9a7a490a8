import type { FormEvent } from 'react';
import type { LoginOtpEvent } from '../../machines/loginOtp.machine';
import { useTranslation } from '../i18n/translation';
import { PhoneNumber } from '../shared/PhoneNumber';
import { OtpBoxes } from './OtpBoxes';
import { useLoginMessage } from './useLoginMessage';

const ERROR_ID = 'login-code-error';

export interface CodeStepState {
  phone: string;
  code: string;
  debugCode: string | null;
  error: string | null;
  verifying: boolean;
  resending: boolean;
  resent: boolean;
  loggedIn: boolean;
  can: { submit: boolean; resend: boolean; back: boolean };
}

/**
 * SPEC §2 Login step 2: the four code boxes, Verify, Resend (with the 5 s 'sent' notice of SPEC §4) and the way
 * back to step 1. A demo server returns the code it sent; it is shown, labelled as a demo code, only then.
 */
export function CodeStep({ state, send }: { state: CodeStepState; send: (event: LoginOtpEvent) => void }) {
  const { t } = useTranslation();
  const message = useLoginMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'user.submitCode' });
  };

  return (
    <form className="login-step" onSubmit={submit} noValidate aria-busy={state.verifying}>
      <p className="login-step__lead">
        {t('login.codeSentTo')} <PhoneNumber value={state.phone} />
      </p>
      {state.debugCode && (
        <aside className="login-demo-code" aria-labelledby="login-demo-code-title">
          <p className="login-demo-code__title" id="login-demo-code-title">
            {t('login.demoCode')}
          </p>
          <p className="login-demo-code__value" dir="ltr" data-testid="demo-code">
            {state.debugCode}
          </p>
          <p className="login-demo-code__note">{t('login.demoCodeNote')}</p>
        </aside>
      )}
      <OtpBoxes
        code={state.code}
        readOnly={state.verifying || state.loggedIn}
        invalid={state.error !== null}
        describedBy={ERROR_ID}
        onChange={(value) => send({ type: 'user.codeChanged', value })}
      />
      <p id={ERROR_ID} className="login-error" role="alert">
        {message(state.error)}
      </p>
      <p className="login-notice" role="status">
        {state.resent ? t('login.resent') : state.loggedIn ? t('login.success') : ''}
      </p>
      <button type="submit" className="button login-step__submit" disabled={!state.can.submit}>
        {state.verifying ? t('login.verifying') : t('login.verify')}
      </button>
      <div className="login-step__secondary">
        <button
          type="button"
          className="login-link-button"
          disabled={!state.can.resend}
          onClick={() => send({ type: 'user.resend' })}
        >
          {state.resending ? t('login.resending') : t('login.resend')}
        </button>
        <button
          type="button"
          className="login-link-button"
          disabled={!state.can.back}
          onClick={() => send({ type: 'user.back' })}
        >
          {t('login.changePhone')}
        </button>
      </div>
    </form>
  );
}
