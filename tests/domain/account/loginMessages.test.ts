import { describe, expect, it } from 'vitest';
import { loginMessageKey, loginMessageTexts } from '../../../src/domain';

describe('login messages (SPEC §8 Login texts, §5 other user texts)', () => {
  it('holds every SPEC login text verbatim', () => {
    expect(Object.values(loginMessageTexts)).toEqual(
      expect.arrayContaining([
        'Please enter complete OTP',
        'Phone number is not correct',
        'Failed to send OTP',
        'OTP verification failed',
        'Something went wrong. Please try again.',
        'Network error occurred',
        'Incorrect phone number',
        'Phone number is not valid',
        'Incorrect verification code',
      ]),
    );
  });

  it('keeps a key the machine set', () => {
    expect(loginMessageKey('PleaseEnterno')).toBe('PleaseEnterno');
    expect(loginMessageKey('WrongOtp')).toBe('WrongOtp');
    expect(loginMessageKey('networkErrorOccurred')).toBe('networkErrorOccurred');
  });

  it('turns a server message that is a SPEC text back into its key, so it can be translated', () => {
    expect(loginMessageKey('Incorrect verification code')).toBe('incorrectVerificationCode');
    expect(loginMessageKey('phone number is not valid ')).toBe('phoneNotValid');
  });

  it('leaves any other server message as it is', () => {
    expect(loginMessageKey('Too many attempts, wait a minute')).toBeNull();
    expect(loginMessageKey('toString')).toBeNull();
  });
});
