// No personal data in logs. A fault (a 500) is logged as the method, the path, the status, the kind of error and a
// request id, which the reply carries too; never the error, whose database message quotes the query's bound values
// (names, phones, e-mails, streets).
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../../server/app';
import { createErrorHandler } from '../../../server/http/handle-errors';
import { type LoggedIn, logIn } from '../support/customers';
import { fromAddress, openSeededApp, type SeededApp } from '../support/seeded-app';

const logError = vi.fn();
let shop: SeededApp;
let noura: LoggedIn;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development', logError });
  noura = await logIn(shop);
  // A real database fault on saving this address: a rule the payload passes but the table refuses.
  await shop.database.db.execute(
    sql.raw("ALTER TABLE addresses ADD CONSTRAINT no_test_street CHECK (street <> 'Fault Street 7')"),
  );
});
afterAll(() => shop.close());

const personal = {
  full_name: 'Noura Al-Sabah',
  phone: '+96551234567',
  email: 'noura.private@example.com',
  street: 'Fault Street 7',
  address: 'Building 4, flat 9',
};
const addressBody = () => ({
  ...personal,
  area: 'Hawalli',
  city: 'Salmiya',
  country: 'Kuwait',
  governorate: 'Hawalli',
  user_id: noura.id,
  pickupLocation: { latitude: 29.3375, longitude: 48.0758 },
});
const personalValues = Object.values(personal);

describe('a fault is logged without personal data', () => {
  it('logs method, path, status, error kind and a request id, which the reply carries, and nothing else', async () => {
    const reply = await shop.post('/api/address/store?email=noura.private@example.com', addressBody(), {
      token: noura.token,
    });
    expect(reply.status).toBe(500);
    expect(logError).toHaveBeenCalledOnce();
    const [message, record] = logError.mock.calls[0] ?? [];
    expect(message).toBe('POST /api/address/store failed');
    expect(Object.keys(record).sort()).toEqual(['kind', 'method', 'path', 'requestId', 'status']);
    expect(record).toEqual({
      method: 'POST',
      path: '/api/address/store',
      status: 500,
      kind: expect.stringMatching(/^\w+ 23514$/),
      requestId: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(reply.headers.get('X-Request-Id')).toBe(record.requestId);
    const logged = JSON.stringify(logError.mock.calls);
    for (const value of personalValues) expect(logged).not.toContain(value);
  });

  it('prints one such line by default, with none of the values the failed query held', async () => {
    const printed = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const app = createApp({ db: shop.database.db, mode: 'development' });
      const response = await app.request(
        '/api/address/store',
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${noura.token}` },
          body: JSON.stringify(addressBody()),
        },
        fromAddress('127.0.0.1'),
      );
      expect(response.status).toBe(500);
      expect(printed).toHaveBeenCalledOnce();
      const line = printed.mock.calls[0]?.join(' ') ?? '';
      expect(line).toMatch(/^POST \/api\/address\/store failed: 500 \w+ 23514 \(request [0-9a-f]{16}\)$/);
      for (const value of personalValues) expect(line).not.toContain(value);
    } finally {
      printed.mockRestore();
    }
  });

  it('escapes control characters of a path, so a request cannot forge log lines', async () => {
    const log = vi.fn();
    const app = new Hono();
    app.get('*', () => {
      throw new Error('failed for Noura Al-Sabah');
    });
    app.onError(createErrorHandler(log));
    const response = await app.request('/anything%0AGET%20/forged%20failed');
    expect(response.status).toBe(500);
    const [message, record] = log.mock.calls[0] ?? [];
    expect(message).not.toContain('\n');
    expect(message).toContain('\\x0a');
    expect(record.kind).toBe('Error');
    expect(JSON.stringify(log.mock.calls)).not.toContain('Noura');
  });
});
