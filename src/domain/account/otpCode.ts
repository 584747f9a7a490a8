import { OTP_LENGTH } from '../shared/constants';
import { asciiDigitsOnly } from '../shared/digits';

/** SPEC §5 Code: digits only, at most 4 (a pasted code fills the boxes in order). */
export function sanitizeOtpInput(raw: string): string {
  return asciiDigitsOnly(raw).slice(0, OTP_LENGTH);
}

/** SPEC §5: all 4 digits are needed. Null when complete. */
export function validateOtp(code: string): 'pleaseEnterCode' | null {
  return code.length === OTP_LENGTH && /^\d+$/.test(code) ? null : 'pleaseEnterCode';
}
