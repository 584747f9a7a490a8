// Logout and Delete Account revoke the token on the server (POST /customer/logout, docs/API.md), so the token of a
// customer who left does not keep working until it expires (30 days).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LoggedIn, logIn } from '../support/customers';
import { type Failure, openSeededApp, type SeededApp } from '../support/seeded-app';

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development' });
});
afterAll(() => shop.close());

const logout = (token?: string) =>
  shop.post<{ success: boolean } & Partial<Failure>>('/api/customer/logout', {}, token ? { token } : {});
const ordersOf = (customer: LoggedIn, token = customer.token) =>
  shop.get<Failure>(`/api/user/${customer.id}/orders`, { token, language: 'en' });

describe('POST /customer/logout', () => {
  it('revokes the token: every customer path then answers 401', async () => {
    const noura = await logIn(shop);
    expect((await ordersOf(noura)).status).toBe(200);
    expect(await logout(noura.token)).toMatchObject({ status: 200, body: { success: true } });
    const after = await ordersOf(noura);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Please log in to continue.');
  });

  it('ends only the session of that token: the customer’s other devices stay logged in', async () => {
    const phone = await logIn(shop);
    const laptop = await logIn(shop, phone.phone);
    await logout(phone.token);
    expect((await ordersOf(laptop)).status).toBe(200);
  });

  it('refuses a token it does not know, or no longer knows, with the 401 of every customer path', async () => {
    const noura = await logIn(shop);
    await logout(noura.token);
    // A retried logout: the app takes the 401 as logged out (src/sync-worker/accountSync.ts), so it stays harmless.
    const again = await logout(noura.token);
    expect(again.status).toBe(401);
    expect(again.headers.get('WWW-Authenticate')).toBe('Bearer');
    expect((await logout('never-issued-token')).status).toBe(401);
  });

  it('refuses an expired token with a 401, and forgets it all the same', async () => {
    const customer = await logIn(shop);
    const sessionsOf = async () =>
      (
        (await shop.database.db.execute(
          sql`select count(*)::int as count from sessions where customer_id = ${customer.id}`,
        )) as unknown as { rows: { count: number }[] }
      ).rows[0]?.count;
    await shop.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 day' where customer_id = ${customer.id}`,
    );
    expect((await logout(customer.token)).status).toBe(401);
    expect(await sessionsOf()).toBe(0);
  });

  it('refuses a call without a bearer token with a 401', async () => {
    expect((await logout()).status).toBe(401);
  });
});
