import { describe, expect, it } from 'vitest';
import { sanitizePhoneInput, splitInternational, toInternational, validatePhone } from '../../../src/domain';

describe('phone input (SPEC §5 Phone)', () => {
  it('keeps digits only, at most 10', () => {
    expect(sanitizePhoneInput('+965 5123-4567')).toBe('9655123456');
    expect(sanitizePhoneInput('abc')).toBe('');
  });

  it('accepts Arabic-Indic digits as typed on an Arabic keyboard', () => {
    expect(sanitizePhoneInput('٥١٢٣٤٥٦٧')).toBe('51234567');
  });
});

describe('phone validation (SPEC §5 Phone)', () => {
  it('asks for a number when empty', () => expect(validatePhone('')).toBe('PleaseEnterno'));
  it('asks for a correct number below 8 characters', () => {
    expect(validatePhone('5123456')).toBe('enterCorrectPhoneNumber');
  });
  it('accepts 8 characters or more', () => {
    expect(validatePhone('51234567')).toBeNull();
    expect(validatePhone('0512345678')).toBeNull();
  });
});

describe('international number (SPEC §5 Phone)', () => {
  it('prefixes the country code, keeping the +', () => {
    expect(toInternational('+965', '51234567')).toBe('+96551234567');
  });

  it('drops a leading 0', () => {
    expect(toInternational('+966', '0512345678')).toBe('+966512345678');
  });

  it('adds the + when the code lacks it', () => {
    expect(toInternational('971', '501234567')).toBe('+971501234567');
  });

  it('splits an international number back into code and local part', () => {
    expect(splitInternational('+96551234567')).toEqual({ countryCode: '+965', phone: '51234567' });
    expect(splitInternational('00966512345678')).toEqual({ countryCode: '+966', phone: '512345678' });
    expect(splitInternational('51234567', '+973')).toEqual({ countryCode: '+973', phone: '51234567' });
  });
});
