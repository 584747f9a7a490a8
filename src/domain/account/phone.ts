import { COUNTRIES } from '../addresses/countries';
import { PHONE_MAX, PHONE_MIN } from '../shared/constants';
import { asciiDigitsOnly } from '../shared/digits';

/** SPEC §5 Phone input: digits only, at most 10. */
export function sanitizePhoneInput(raw: string): string {
  return asciiDigitsOnly(raw).slice(0, PHONE_MAX);
}

export type PhoneProblem = 'PleaseEnterno' | 'enterCorrectPhoneNumber';

/** SPEC §5 Phone: required, and at least 8 characters. Null when valid. */
export function validatePhone(phone: string): PhoneProblem | null {
  const value = phone.trim();
  if (value === '') return 'PleaseEnterno';
  if (value.length < PHONE_MIN) return 'enterCorrectPhoneNumber';
  return null;
}

/**
 * SPEC §5: a leading 0 is dropped and the country code prefixed: ('+965', '051234567') -> '+96551234567'.
 * The '+' is kept (added when the code lacks it) so the result is E.164, which the OTP gateway expects.
 */
export function toInternational(countryCode: string, phone: string): string {
  const code = asciiDigitsOnly(countryCode);
  const local = asciiDigitsOnly(phone).replace(/^0/, '');
  return `+${code}${local}`;
}

/**
 * The inverse, for editing a saved address: splits "+96551234567" (also "0096551234567" or "96551234567") into
 * dial code and local part. Anything that does not start with one of the six codes followed by at least 8 digits
 * is a local number of the default code.
 */
export function splitInternational(
  phone: string,
  defaultCode = '+965',
): { countryCode: string; phone: string } {
  const digits = asciiDigitsOnly(phone).replace(/^00/, '');
  for (const country of COUNTRIES) {
    const code = country.dialCode.slice(1);
    if (digits.startsWith(code) && digits.length - code.length >= PHONE_MIN) {
      return { countryCode: country.dialCode, phone: digits.slice(code.length) };
    }
  }
  return { countryCode: defaultCode, phone: digits };
}
