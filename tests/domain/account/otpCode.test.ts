import { describe, expect, it } from 'vitest';
import { sanitizeOtpInput, validateOtp } from '../../../src/domain';

describe('login code (SPEC §5 Code)', () => {
  it('keeps digits only, at most 4', () => {
    expect(sanitizeOtpInput('12a3 45')).toBe('1234');
    expect(sanitizeOtpInput('٤٥')).toBe('45');
  });

  it('asks for the complete code unless all 4 digits are there', () => {
    expect(validateOtp('123')).toBe('pleaseEnterCode');
    expect(validateOtp('')).toBe('pleaseEnterCode');
    expect(validateOtp('12a4')).toBe('pleaseEnterCode');
    expect(validateOtp('1234')).toBeNull();
  });
});
