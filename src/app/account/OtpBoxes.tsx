import { type KeyboardEvent, useEffect, useRef } from 'react';
import {
  backspaceFocus,
  eraseOtpBox,
  OTP_LENGTH,
  type OtpEdit,
  otpBoxValues,
  pasteIntoOtpBox,
  typeIntoOtpBox,
} from '../../domain';
import { useTranslation } from '../i18n/translation';

/**
 * SPEC §2/§5 Code: four single-digit boxes. Focus auto-advances, Backspace on an empty box moves back, and a whole
 * code pasted (or filled in by the phone, thanks to `one-time-code` on the first box) fills every box. The code
 * itself lives in the login machine; the boxes only show it.
 */
export function OtpBoxes({
  code,
  onChange,
  readOnly,
  invalid,
  describedBy,
}: {
  code: string;
  onChange: (code: string) => void;
  readOnly: boolean;
  invalid: boolean;
  describedBy: string;
}) {
  const { t } = useTranslation();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focusBox = (index: number) => boxes.current[index]?.focus();

  // Step 2 opens on the first empty box, so the shopper can type the code at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the boxes appear, not on every digit.
  useEffect(() => focusBox(Math.min(code.length, OTP_LENGTH - 1)), []);

  const apply = (edit: OtpEdit) => {
    if (edit.code !== code) onChange(edit.code);
    focusBox(edit.focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && index >= code.length) {
      event.preventDefault();
      focusBox(backspaceFocus(code, index));
    }
  };

  return (
    <fieldset className="otp-boxes" aria-describedby={describedBy}>
      <legend className="otp-boxes__legend">{t('login.codeLabel')}</legend>
      {/* A code is Latin digits read left to right in both languages, like the phone number it was sent to. */}
      <div className="otp-boxes__row" dir="ltr">
        {otpBoxValues(code).map((digit, index) => (
          <input
            // The boxes are a fixed row of four: the position is the identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above.
            key={index}
            ref={(element) => {
              boxes.current[index] = element;
            }}
            className="otp-boxes__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            aria-label={t('login.digit', { number: index + 1, total: OTP_LENGTH })}
            aria-invalid={invalid}
            readOnly={readOnly}
            value={digit}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const value = event.currentTarget.value;
              apply(value === '' ? eraseOtpBox(code, index) : typeIntoOtpBox(code, index, value));
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={(event) => {
              event.preventDefault();
              apply(pasteIntoOtpBox(code, index, event.clipboardData.getData('text')));
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
