import { describe, expect, it } from 'vitest';
import { AuthStateSchema, SessionSchema } from '../../../src/domain';

describe('AuthState schema (SPEC §3 Auth state)', () => {
  it("defaults isLanguage to 'ar'", () => expect(AuthStateSchema.parse({}).isLanguage).toBe('ar'));
  it('rejects an unknown language', () => {
    expect(AuthStateSchema.safeParse({ isLanguage: 'fr' }).success).toBe(false);
  });
});

describe('Session schema (SPEC §4 Login)', () => {
  it('needs a token and a user id', () => {
    expect(SessionSchema.safeParse({ token: '', userId: 1 }).success).toBe(false);
    expect(SessionSchema.parse({ token: 't', userId: '1' })).toEqual({
      token: 't',
      userId: '1',
      userName: null,
      mobile: null,
    });
  });
});
