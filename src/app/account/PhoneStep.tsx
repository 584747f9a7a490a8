import type { FormEvent, Ref } from 'react';
import { COUNTRIES } from '../../domain';
import type { LoginOtpEvent } from '../../machines/loginOtp.machine';
import { useTranslation } from '../i18n/translation';
import { useLanguage } from '../shared/useLanguage';
import { useLoginMessage } from './useLoginMessage';

const ERROR_ID = 'login-phone-error';

/** Keeps "+965" reading left to right inside an Arabic option label. */
const isolateLtr = (text: string) => `\u2066${text}\u2069`;

/** SPEC §2 Login step 1: the country (SPEC §5's six) and the phone number, digits only, at most 10. */
export function PhoneStep({
  countryCode,
  phone,
  error,
  sending,
  canSubmit,
  phoneInputRef,
  send,
}: {
  countryCode: string;
  phone: string;
  error: string | null;
  sending: boolean;
  canSubmit: boolean;
  phoneInputRef: Ref<HTMLInputElement>;
  send: (event: LoginOtpEvent) => void;
}) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const message = useLoginMessage();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'user.submitPhone' });
  };

  return (
    <form className="login-step" onSubmit={submit} noValidate aria-busy={sending}>
      <p className="login-step__lead">{t('login.phoneStepBody')}</p>
      <div className="login-field">
        <label className="login-field__label" htmlFor="login-country">
          {t('login.country')}
        </label>
        <select
          id="login-country"
          className="field-control"
          value={countryCode}
          disabled={sending}
          onChange={(event) => send({ type: 'user.countryChanged', countryCode: event.currentTarget.value })}
        >
          {COUNTRIES.map((country) => (
            <option key={country.iso} value={country.dialCode}>
              {`${lang === 'ar' ? country.ar : country.en} (${isolateLtr(country.dialCode)})`}
            </option>
          ))}
        </select>
      </div>
      <div className="login-field">
        <label className="login-field__label" htmlFor="login-phone">
          {t('login.phone')}
        </label>
        {/* The dial code shows once, in the country choice above: not again beside the number. */}
        <input
          ref={phoneInputRef}
          id="login-phone"
          className="field-control login-phone__input"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          dir="ltr"
          value={phone}
          readOnly={sending}
          aria-invalid={error !== null}
          aria-describedby={ERROR_ID}
          onChange={(event) => send({ type: 'user.phoneChanged', value: event.currentTarget.value })}
        />
      </div>
      <p id={ERROR_ID} className="login-error" role="alert">
        {message(error)}
      </p>
      <button type="submit" className="button login-step__submit" disabled={!canSubmit}>
        {sending ? t('login.sending') : t('login.sendCode')}
      </button>
    </form>
  );
}
