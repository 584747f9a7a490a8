import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

describe('server settings (docs/API.md Server settings)', () => {
  it('starts in development (demo) mode with no gateway, secrets or auto-advance', () => {
    expect(readConfig({})).toMatchObject({
      mode: 'development',
      smsGatewayUrl: undefined,
      otpSecret: undefined,
      adminSecret: undefined,
      orderAutoAdvanceMs: undefined,
    });
  });

  it('is in production mode when SHOP_MODE says so or an SMS gateway is configured (DESIGN demo mode)', () => {
    expect(readConfig({ SHOP_MODE: 'production' }).mode).toBe('production');
    const gateway = readConfig({ SHOP_MODE: 'development', SMS_GATEWAY_URL: 'https://sms.example/send' });
    expect(gateway).toMatchObject({ mode: 'production', smsGatewayUrl: 'https://sms.example/send' });
  });

  it('reads the admin secret and the auto-advance step, and refuses unusable values', () => {
    expect(readConfig({ ADMIN_SECRET: 'long-enough', ORDER_AUTO_ADVANCE_MS: '5000' })).toMatchObject({
      adminSecret: 'long-enough',
      orderAutoAdvanceMs: 5000,
    });
    expect(() => readConfig({ ADMIN_SECRET: 'short' })).toThrow(/ADMIN_SECRET/);
    expect(() => readConfig({ ORDER_AUTO_ADVANCE_MS: '10' })).toThrow(/ORDER_AUTO_ADVANCE_MS/);
    expect(() => readConfig({ SMS_GATEWAY_URL: 'ftp://sms.example' })).toThrow(/SMS_GATEWAY_URL/);
  });
});
