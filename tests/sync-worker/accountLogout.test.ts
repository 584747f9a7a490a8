// Logout and Delete Account end the session for good: the sync worker revokes the session's token on the reference server (POST /customer/logout),
// through the worker's API as the window calls it, and tells an unreachable server apart.
import { describe, expect, it } from 'vitest';
import { AccountSync } from '../../src/sync-worker/accountSync';
import { createApiClient } from '../../src/sync-worker/apiClient';
import { serverForThisFile } from './support/serverForThisFile';

const harness = serverForThisFile();

const client = (fetch?: typeof globalThis.fetch) =>
  createApiClient({ baseUrl: harness.server().apiBase, language: () => 'en', ...(fetch ? { fetch } : {}) });

describe('revoking the session (SPEC §2 Profile: Logout, Delete Account)', () => {
  it('makes the token useless on the server at once', async () => {
    const account = new AccountSync(client());
    const phone = '+96580000001';
    const sent = await account.sendOtp(phone);
    const verified = await account.verifyOtp(phone, sent.otp ?? '');
    const token = verified.session?.token ?? '';
    const orders = () =>
      fetch(`${harness.server().apiBase}/user/${verified.session?.userId}/orders`, {
        headers: { authorization: `Bearer ${token}` },
      });
    expect((await orders()).status).toBe(200);
    expect(await account.revokeSession(token)).toEqual({ revoked: true });
    expect((await orders()).status).toBe(401);
    // Again: the server no longer knows it, which is as good as a revocation.
    expect(await account.revokeSession(token)).toEqual({ revoked: true });
  });

  it('has nothing to revoke without a token, or with a temporary one the server never issued', async () => {
    const calls: string[] = [];
    const account = new AccountSync(
      client(async (input) => {
        calls.push(String(input));
        throw new TypeError('offline');
      }),
    );
    expect(await account.revokeSession(null)).toEqual({ revoked: true });
    expect(await account.revokeSession('temp-1234')).toEqual({ revoked: true });
    expect(calls).toEqual([]);
  });

  it('says so when the server cannot be reached', async () => {
    const account = new AccountSync(
      client(async () => {
        throw new TypeError('offline');
      }),
    );
    expect(await account.revokeSession('a-real-looking-token')).toEqual({ revoked: false });
  });
});
