import { describe, expect, it } from 'vitest';
import {
  backspaceFocus,
  eraseOtpBox,
  otpBoxValues,
  pasteIntoOtpBox,
  typeIntoOtpBox,
} from '../../../src/domain';

describe('the four code boxes (SPEC §2 Login, §5 Code)', () => {
  it('shows one digit per box', () => {
    expect(otpBoxValues('12')).toEqual(['1', '2', '', '']);
  });

  it('puts a typed digit in its box and moves focus to the next one', () => {
    expect(typeIntoOtpBox('', 0, '7')).toEqual({ code: '7', focus: 1 });
    expect(typeIntoOtpBox('123', 3, '4')).toEqual({ code: '1234', focus: 3 });
  });

  it('keeps digits only, Arabic-Indic digits included', () => {
    expect(typeIntoOtpBox('1', 1, 'a')).toEqual({ code: '1', focus: 1 });
    expect(typeIntoOtpBox('1', 1, '٥')).toEqual({ code: '15', focus: 2 });
  });

  it('never leaves a hole: a digit typed past the first empty box lands in it', () => {
    expect(typeIntoOtpBox('1', 3, '9')).toEqual({ code: '19', focus: 2 });
  });

  it('replaces the digit of a filled box typed over', () => {
    expect(typeIntoOtpBox('1234', 1, '29')).toEqual({ code: '1934', focus: 2 });
    expect(typeIntoOtpBox('1234', 1, '9')).toEqual({ code: '1934', focus: 2 });
  });

  it('fills every box from a whole pasted code, whichever box it was pasted in', () => {
    expect(pasteIntoOtpBox('', 2, '4321')).toEqual({ code: '4321', focus: 3 });
    expect(pasteIntoOtpBox('9', 0, ' 43-21 ')).toEqual({ code: '4321', focus: 3 });
  });

  it('takes a whole code written into one box at once, as one-time-code autofill does', () => {
    expect(typeIntoOtpBox('', 0, '4321')).toEqual({ code: '4321', focus: 3 });
    expect(typeIntoOtpBox('12', 2, '٤٣٢١')).toEqual({ code: '4321', focus: 3 });
  });

  it('fills from the box a partial paste went into', () => {
    expect(pasteIntoOtpBox('1', 1, '23')).toEqual({ code: '123', focus: 3 });
    expect(pasteIntoOtpBox('12', 1, '3')).toEqual({ code: '13', focus: 2 });
    expect(pasteIntoOtpBox('12', 1, 'abc')).toEqual({ code: '12', focus: 1 });
  });

  it('clears a filled box', () => {
    expect(eraseOtpBox('1234', 3)).toEqual({ code: '123', focus: 3 });
    expect(eraseOtpBox('1234', 1)).toEqual({ code: '134', focus: 1 });
    expect(eraseOtpBox('12', 3)).toEqual({ code: '12', focus: 3 });
  });

  it('moves back on Backspace in an empty box, and stays on a filled one', () => {
    expect(backspaceFocus('12', 2)).toBe(1);
    expect(backspaceFocus('', 0)).toBe(0);
    expect(backspaceFocus('12', 1)).toBe(1);
  });
});

describe('a whole code inserted beside the digit a box already holds (SPEC §4 Login, §5 Code)', () => {
  it('replaces the code rather than keeping the old digit in front of it, whichever box', () => {
    expect(typeIntoOtpBox('1111', 3, '14321')).toEqual({ code: '4321', focus: 3 });
    expect(typeIntoOtpBox('1111', 0, '14321')).toEqual({ code: '4321', focus: 3 });
  });

  it('still takes a whole code that replaced the digit, even one starting with it', () => {
    expect(typeIntoOtpBox('4111', 0, '4321')).toEqual({ code: '4321', focus: 3 });
    expect(typeIntoOtpBox('1114', 3, '4321')).toEqual({ code: '4321', focus: 3 });
  });

  it('reads Arabic-Indic digits there too', () => {
    expect(typeIntoOtpBox('1111', 2, '1٤٣٢١')).toEqual({ code: '4321', focus: 3 });
  });
});
