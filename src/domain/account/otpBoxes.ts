import { OTP_LENGTH } from '../shared/constants';
import { asciiDigitsOnly } from '../shared/digits';

/**
 * SPEC §2/§5 Code: four single-digit boxes, focus auto-advances, Backspace on an empty box moves back. The code is
 * one string with no holes (what the login machine holds); the boxes are a view of it: box i shows digit i.
 */
export interface OtpEdit {
  code: string;
  /** The box that should have focus next. */
  focus: number;
}

const lastBox = OTP_LENGTH - 1;

export function otpBoxValues(code: string): string[] {
  return Array.from({ length: OTP_LENGTH }, (_, i) => code[i] ?? '');
}

/** Digits land from box `index` on, but never past the first empty box, so the code has no holes. */
function placeDigits(code: string, index: number, digits: string): OtpEdit {
  if (digits === '') return { code, focus: index };
  const at = Math.min(index, code.length);
  const next = (code.slice(0, at) + digits + code.slice(at + digits.length)).slice(0, OTP_LENGTH);
  return { code: next, focus: Math.min(at + digits.length, lastBox) };
}

/**
 * Pasted text: a whole code (four digits, wherever it is pasted) fills every box; fewer digits fill from the box
 * pasted into.
 */
export function pasteIntoOtpBox(code: string, index: number, text: string): OtpEdit {
  const digits = asciiDigitsOnly(text);
  if (digits.length >= OTP_LENGTH) return { code: digits.slice(0, OTP_LENGTH), focus: lastBox };
  return placeDigits(code, index, digits);
}

/**
 * `value` is what box `index` holds after the shopper typed into it. Typing over a filled box replaces its digit;
 * four digits at once (the phone's one-time-code autofill writes the whole code into the first box) are a paste.
 */
export function typeIntoOtpBox(code: string, index: number, value: string): OtpEdit {
  const current = code[index] ?? '';
  const raw = asciiDigitsOnly(value);
  if (raw.length >= OTP_LENGTH) return pasteIntoOtpBox(code, index, raw);
  // A box that held a digit and got one more typed beside it: keep only the new one.
  const typed = current && raw.length === 2 && raw.includes(current) ? raw.replace(current, '') : raw;
  return placeDigits(code, index, typed);
}

/** Clearing a filled box removes its digit (later digits move up: the code has no holes). */
export function eraseOtpBox(code: string, index: number): OtpEdit {
  if (index >= code.length) return { code, focus: index };
  return { code: code.slice(0, index) + code.slice(index + 1), focus: index };
}

/** Backspace on an empty box moves back one box; on a filled one it stays, and the box's own edit clears it. */
export function backspaceFocus(code: string, index: number): number {
  return index >= code.length ? Math.max(0, index - 1) : index;
}
