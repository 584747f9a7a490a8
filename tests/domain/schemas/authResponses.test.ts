import { describe, expect, it } from 'vitest';
import {
  SendOtpResponseSchema,
  UpdateNameResponseSchema,
  VerifyOtpResponseSchema,
} from '../../../src/domain';

describe('login responses (SPEC §7 Login)', () => {
  it('parse send-otp with the debug code', () => {
    expect(SendOtpResponseSchema.parse({ success: true, otp: 1234, message: 'sent' })).toEqual({
      success: true,
      otp: '1234',
      message: 'sent',
    });
    expect(SendOtpResponseSchema.parse({ success: false })).toEqual({
      success: false,
      otp: null,
      message: null,
    });
  });

  it('parse verify-otp, taking the user id from id or userId', () => {
    expect(
      VerifyOtpResponseSchema.parse({ success: true, data: { token: 't', id: 5, name: null, phone: '+965' } })
        .data,
    ).toEqual({
      token: 't',
      userId: 5,
      name: null,
      phone: '+965',
    });
    expect(VerifyOtpResponseSchema.parse({ success: true, data: { userId: '6' } }).data?.userId).toBe('6');
  });

  it('parse a failed verify-otp without data', () => {
    expect(VerifyOtpResponseSchema.parse({ success: false, message: 'Wrong code' })).toEqual({
      success: false,
      data: null,
      message: 'Wrong code',
    });
  });

  it('parse update-name', () => {
    expect(UpdateNameResponseSchema.parse({ success: true }).success).toBe(true);
  });
});
