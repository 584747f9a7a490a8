import { describe, expect, it } from 'vitest';
import { readConfig } from '../../server/config';

/** What production mode cannot start without. */
const production = { PUBLIC_ORIGIN: 'https://shop.example', ADMIN_SECRET: 'long-enough' };

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
    expect(readConfig({ SHOP_MODE: 'production', ...production }).mode).toBe('production');
    const gateway = readConfig({
      SHOP_MODE: 'development',
      SMS_GATEWAY_URL: 'https://sms.example/send',
      ...production,
    });
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

  it('refuses production mode without the shop’s public origin or the admin secret, naming what is missing', () => {
    expect(() => readConfig({ SHOP_MODE: 'production' })).toThrow(
      'production mode needs PUBLIC_ORIGIN and ADMIN_SECRET',
    );
    expect(() =>
      readConfig({ SMS_GATEWAY_URL: 'https://sms.example/send', ADMIN_SECRET: 'long-enough' }),
    ).toThrow('production mode needs PUBLIC_ORIGIN (');
  });

  it('reads the pool size and time-outs, and the number of proxies in front (TRUST_PROXY)', () => {
    expect(readConfig({}).pool).toEqual({ size: 10, connectTimeoutMs: 5_000, statementTimeoutMs: 15_000 });
    expect(
      readConfig({
        DATABASE_POOL_SIZE: '25',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
        DATABASE_STATEMENT_TIMEOUT_MS: '30000',
      }).pool,
    ).toEqual({ size: 25, connectTimeoutMs: 2_000, statementTimeoutMs: 30_000 });
    expect(() => readConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(
      [undefined, 'false', '0', 'true', '1', '2'].map((hops) => readConfig({ TRUST_PROXY: hops }).proxyHops),
    ).toEqual([0, 0, 0, 1, 1, 2]);
    expect(() => readConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY/);
  });

  it('renders pages from its own API unless RENDER_API_BASE names another backend, asked with a time-out', () => {
    expect(readConfig({}).renderApi).toBeUndefined();
    expect(readConfig({ RENDER_API_BASE: 'https://erp.example/api/' }).renderApi).toEqual({
      base: 'https://erp.example/api',
      timeoutMs: 5_000,
    });
    expect(
      readConfig({ RENDER_API_BASE: 'http://10.0.0.5:9000/api', RENDER_API_TIMEOUT_MS: '1500' }).renderApi,
    ).toEqual({ base: 'http://10.0.0.5:9000/api', timeoutMs: 1_500 });
    expect(() => readConfig({ RENDER_API_BASE: '/api' })).toThrow(/RENDER_API_BASE/);
    expect(() => readConfig({ RENDER_API_BASE: 'ftp://erp.example/api' })).toThrow(/RENDER_API_BASE/);
  });

  it('reads the street map’s style as an http(s) URL, and has none unless told (docs/DEPLOY.md "A street map")', () => {
    expect(readConfig({}).mapStyleUrl).toBeUndefined();
    expect(readConfig({ MAP_STYLE_URL: 'https://maps.example/styles/kuwait.json' }).mapStyleUrl).toBe(
      'https://maps.example/styles/kuwait.json',
    );
    expect(() => readConfig({ MAP_STYLE_URL: 'pmtiles://maps.example/kuwait.pmtiles' })).toThrow(
      /MAP_STYLE_URL/,
    );
    expect(() => readConfig({ MAP_STYLE_URL: '/styles/kuwait.json' })).toThrow(/MAP_STYLE_URL/);
  });
});
