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
 * What the shopper (or the keyboard) put into a box, from what the box now holds: the box's own digit, still at
 * either end of it, was not typed. A box keeps its digit when the caret sat beside it rather than over it: a code
 * filled in by the phone or pasted from the keyboard's clipboard chip then arrives as that digit plus the code.
 * Exactly four digits are a whole code that replaced the box's digit, even when the code starts with it.
 */
function insertedDigits(current: string, value: string): string {
  const digits = asciiDigitsOnly(value);
  if (current === '' || digits.length < 2 || digits.length === OTP_LENGTH) return digits;
  if (digits.startsWith(current)) return digits.slice(current.length);
  if (digits.endsWith(current)) return digits.slice(0, -current.length);
  return digits;
}

/**
 * `value` is what box `index` holds after the shopper typed into it. Typing over a filled box replaces its digit;
 * a whole code inserted at once, into any box (the phone's one-time-code autofill, a keyboard's clipboard
 * suggestion), is a paste.
 */
export function typeIntoOtpBox(code: string, index: number, value: string): OtpEdit {
  const typed = insertedDigits(code[index] ?? '', value);
  if (typed.length >= OTP_LENGTH) return pasteIntoOtpBox(code, index, typed);
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
