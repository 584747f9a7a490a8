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
 * code pasted or filled in by the phone (`one-time-code` on every box, so whichever box has focus is offered it) fills
 * every box. The code itself lives in the login machine; the boxes only show it.
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
  // Edits build on the code as last changed, not as last rendered: when two digits arrive before the next render,
  // the second must not be placed into the code the first one replaced.
  const latest = useRef(code);
  latest.current = code;

  // Step 2 opens on the first empty box, so the shopper can type the code at once.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the boxes appear, not on every digit.
  useEffect(() => focusBox(Math.min(code.length, OTP_LENGTH - 1)), []);

  const apply = (edit: (current: string) => OtpEdit) => {
    const { code: next, focus } = edit(latest.current);
    if (next !== latest.current) {
      latest.current = next;
      onChange(next);
    }
    focusBox(focus);
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace' && index >= latest.current.length) {
      event.preventDefault();
      focusBox(backspaceFocus(latest.current, index));
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
            autoComplete="one-time-code"
            aria-label={t('login.digit', { number: index + 1, total: OTP_LENGTH })}
            aria-invalid={invalid}
            readOnly={readOnly}
            value={digit}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) => {
              const value = event.currentTarget.value;
              apply((current) =>
                value === '' ? eraseOtpBox(current, index) : typeIntoOtpBox(current, index, value),
              );
            }}
            onKeyDown={onKeyDown(index)}
            onPaste={(event) => {
              event.preventDefault();
              const text = event.clipboardData.getData('text');
              apply((current) => pasteIntoOtpBox(current, index, text));
            }}
          />
        ))}
      </div>
    </fieldset>
  );
}
