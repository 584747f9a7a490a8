import { describe, expect, it } from 'vitest';
import { normalizeCheckoutPhone } from '../../../src/domain';

describe('checkout phone normalisation (SPEC §5)', () => {
  it('keeps digits only and removes a leading 965', () => {
    expect(normalizeCheckoutPhone('+965 5123 4567')).toBe('51234567');
  });

  it('removes leading zeros', () => expect(normalizeCheckoutPhone('0051234567')).toBe('51234567'));

  it('removes 965 before the zeros that follow it', () => {
    expect(normalizeCheckoutPhone('965051234567')).toBe('51234567');
  });

  it('cuts to 11 digits', () => expect(normalizeCheckoutPhone('+966 5123456789012')).toBe('96651234567'));
});
