// DESIGN "Security": demo mode only on the loopback. `npm start` keeps SPEC's on-screen code for a local demo, but in
// demo (development) mode the server refuses a non-loopback address unless SHOP_MODE says so explicitly, and its
// start-up lines say that codes are shown and that the admin secret is the default.
// (tests/server/start.test.ts reads those lines from a real start.)
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isLoopbackHost, readConfig, startupNotes } from '../../../server/config';

const repoRoot = resolve(import.meta.dirname, '../../..');

describe('demo mode stays on the loopback', () => {
  it.each(['127.0.0.1', '127.8.9.10', 'localhost', '::1', '[::1]'])('serves the demo on %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
    expect(readConfig({ HOST: host }).mode).toBe('development');
  });

  it.each(['0.0.0.0', '::', '192.168.1.20', 'shop.example'])(
    'refuses %s in demo mode unless SHOP_MODE is set',
    (host) => {
      expect(() => readConfig({ HOST: host })).toThrow(/not a loopback address.*SHOP_MODE/s);
      expect(readConfig({ HOST: host, SHOP_MODE: 'development' })).toMatchObject({
        mode: 'development',
        modeExplicit: true,
      });
      const production = { PUBLIC_ORIGIN: 'https://shop.example', ADMIN_SECRET: 'long-enough' };
      expect(readConfig({ HOST: host, SHOP_MODE: 'production', ...production }).mode).toBe('production');
      expect(
        readConfig({ HOST: host, SMS_GATEWAY_URL: 'https://sms.example/send', ...production }).mode,
      ).toBe('production');
    },
  );

  it('exits at start, before listening, when asked to serve the demo on every address', async () => {
    const { SHOP_MODE: _mode, SMS_GATEWAY_URL: _gateway, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: repoRoot,
      env: { ...inherited, HOST: '0.0.0.0', PORT: '0', PGLITE_DIR: '/nonexistent/never-opened' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(1);
    expect(output).toContain('HOST=0.0.0.0 is not a loopback address');
    expect(output).not.toContain('Shop running at');
  }, 30_000);
});

describe('the start-up lines', () => {
  it('say in demo mode that codes are shown and that the admin secret is the default', () => {
    const notes = startupNotes(
      { mode: 'development', adminSecret: undefined },
      'http://127.0.0.1:8787',
      'dev',
    );
    expect(notes).toEqual([
      'Payment pages return shoppers to http://127.0.0.1:8787 only (PUBLIC_ORIGIN).',
      'Demo mode: login codes are returned by the API and shown on the login screen, and no SMS is sent. ' +
        'Set SHOP_MODE=production with SMS_GATEWAY_URL for real shoppers.',
      'Demo mode: the admin secret is the development default "dev"; set ADMIN_SECRET.',
    ]);
  });

  it('say nothing of demo mode in production, nor of the default secret once ADMIN_SECRET is set', () => {
    expect(
      startupNotes({ mode: 'production', adminSecret: undefined }, 'https://shop.example', 'dev'),
    ).toEqual(['Payment pages return shoppers to https://shop.example only (PUBLIC_ORIGIN).']);
    expect(
      startupNotes({ mode: 'development', adminSecret: 'a-long-secret' }, 'http://x', 'dev'),
    ).toHaveLength(2);
  });
});
