import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../../server/app';
import { openSeededDatabase } from '../../server/testing';
import { logIn, newPhone } from './support/customers';
import { type Failure, openSeededApp, type SeededApp } from './support/seeded-app';

type SendReply = { success: boolean; message: string; otp?: string };
type VerifyReply = {
  success: boolean;
  message?: string;
  data?: { token: string; id: number; name: string | null; phone: string };
};

const start = new Date('2026-06-01T09:00:00Z');
let clock = start;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const logError = vi.fn();

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development', now: () => clock, logError });
});
afterAll(() => shop.close());

const sendOtp = (phone: unknown, language?: string) =>
  shop.post<SendReply>('/api/customer/send-otp', { phone, token: '' }, language ? { language } : {});
const verifyOtp = (phone: string, otp: string, language?: string) =>
  shop.post<VerifyReply>('/api/customer/verify-otp', { phone, otp, token: '' }, language ? { language } : {});
const wrongCodeFor = (code: string) => (code === '0000' ? '1111' : '0000');

describe('POST /customer/send-otp (SPEC §7 Login, §2 Login debug code, §9 code length 4)', () => {
  it('answers success with a message and, in development mode, the 4-digit debug code', async () => {
    const reply = await sendOtp(newPhone(), 'en');
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      message: 'A verification code has been sent.',
      otp: expect.stringMatching(/^\d{4}$/),
    });
  });

  it('gives a known and an unknown phone the same answer, so it does not reveal who is a customer', async () => {
    const known = await logIn(shop);
    const forKnown = await sendOtp(known.phone);
    const forUnknown = await sendOtp(newPhone());
    expect(Object.keys(forKnown.body).sort()).toEqual(Object.keys(forUnknown.body).sort());
    expect(forKnown.body.message).toBe(forUnknown.body.message);
    expect(forKnown.status).toBe(forUnknown.status);
  });

  it.each([['96550000001'], ['+965 5000'], ['+1234567'], ['+1234567890123456'], [''], [12345678], [null]])(
    'refuses the phone %j with a 400 naming the field (SPEC §5 Phone)',
    async (phone) => {
      const reply = await shop.post<Failure>('/api/customer/send-otp', { phone }, { language: 'en' });
      expect(reply.status).toBe(400);
      expect(reply.body.status).toBe(false);
      expect(reply.body.message).toContain('"phone"');
    },
  );

  it('refuses a body that is not JSON, or not an object, with a 400 in the shopper language', async () => {
    const broken = await shop.post<Failure>('/api/customer/send-otp', '{"phone":', { language: 'ar' });
    expect(broken.status).toBe(400);
    expect(broken.body.message).toBe('يجب أن يكون محتوى الطلب كائن JSON.');
    expect((await shop.post('/api/customer/send-otp', '[1]')).status).toBe(400);
  });

  it('replaces the earlier code on a resend: only the newest code logs in', async () => {
    const phone = newPhone();
    const first = (await sendOtp(phone)).body.otp ?? '';
    let second = first;
    while (second === first) second = (await sendOtp(phone)).body.otp ?? '';
    expect((await verifyOtp(phone, first)).body.success).toBe(false);
    expect((await verifyOtp(phone, second)).body.success).toBe(true);
  });

  it('throttles resends to 5 per phone in 10 minutes with a translated 429, then allows them again', async () => {
    const phone = newPhone();
    for (let i = 0; i < 5; i += 1) expect((await sendOtp(phone)).status).toBe(200);
    const refused = await sendOtp(phone, 'en');
    expect(refused.status).toBe(429);
    // The five were sent at this moment: room again once the 10 minutes have passed.
    expect(refused.headers.get('Retry-After')).toBe('600');
    expect(refused.body).toEqual({
      status: false,
      message: 'Too many codes were requested for this number. Please wait a few minutes and try again.',
    });
    expect((await sendOtp(phone, 'ar')).body).toMatchObject({
      message: expect.stringMatching(/[\u0600-\u06ff]/),
    });
    expect((await sendOtp(newPhone())).status).toBe(200);
    later(10 * 60_000 + 1000);
    expect((await sendOtp(phone)).status).toBe(200);
  });

  it('throttles requests sent at the same moment too (PostgreSQL runs them in parallel transactions)', async () => {
    const phone = newPhone();
    const replies = await Promise.all(Array.from({ length: 8 }, () => sendOtp(phone)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });
});

describe('POST /customer/verify-otp (SPEC §7 Login, §8 WrongOtp)', () => {
  it('logs a new phone in: creates the customer and returns a random bearer token with id, name and phone', async () => {
    const phone = newPhone();
    const code = (await sendOtp(phone)).body.otp ?? '';
    const reply = await verifyOtp(phone, code);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({
      success: true,
      data: {
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        id: expect.any(Number),
        name: null,
        phone,
      },
    });
  });

  it('logs a returning phone into the same customer with a new token', async () => {
    const first = await logIn(shop);
    const second = await logIn(shop, first.phone);
    expect(second.id).toBe(first.id);
    expect(second.token).not.toBe(first.token);
  });

  it("answers a wrong code with success false and 'Incorrect verification code' (or the Arabic text)", async () => {
    const phone = newPhone();
    const code = (await sendOtp(phone)).body.otp ?? '';
    expect((await verifyOtp(phone, wrongCodeFor(code), 'en')).body).toEqual({
      success: false,
      message: 'Incorrect verification code',
    });
    expect((await verifyOtp(phone, wrongCodeFor(code), 'ar')).body).toEqual({
      success: false,
      message: 'رمز التحقق غير صحيح',
    });
  });

  it('voids the code after 5 wrong tries: even the right code then fails until a new one is requested', async () => {
    const phone = newPhone();
    const code = (await sendOtp(phone)).body.otp ?? '';
    for (let i = 0; i < 4; i += 1) {
      expect((await verifyOtp(phone, wrongCodeFor(code), 'en')).body.message).toBe(
        'Incorrect verification code',
      );
    }
    const fifth = await verifyOtp(phone, wrongCodeFor(code), 'en');
    expect(fifth.body).toEqual({
      success: false,
      message: 'Too many wrong attempts. Please request a new code.',
    });
    expect((await verifyOtp(phone, code, 'en')).body.success).toBe(false);
    const fresh = (await sendOtp(phone)).body.otp ?? '';
    expect((await verifyOtp(phone, fresh)).body.success).toBe(true);
  });

  it('refuses a code older than 5 minutes', async () => {
    const phone = newPhone();
    const code = (await sendOtp(phone)).body.otp ?? '';
    later(5 * 60_000);
    expect((await verifyOtp(phone, code, 'en')).body).toEqual({
      success: false,
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('accepts a code once only', async () => {
    const phone = newPhone();
    const code = (await sendOtp(phone)).body.otp ?? '';
    expect((await verifyOtp(phone, code)).body.success).toBe(true);
    expect((await verifyOtp(phone, code)).body.success).toBe(false);
  });

  it('answers a phone that never asked for a code like a wrong code', async () => {
    expect((await verifyOtp(newPhone(), '1234', 'en')).body).toEqual({
      success: false,
      message: 'Incorrect verification code',
    });
  });

  it('refuses a code that is not 4 digits with a 400 naming "otp" (SPEC §5 Code)', async () => {
    for (const otp of ['123', '12345', 'abcd', '١٢٣٤']) {
      const reply = await shop.post<Failure>(
        '/api/customer/verify-otp',
        { phone: newPhone(), otp },
        { language: 'en' },
      );
      expect(reply.status, otp).toBe(400);
      expect(reply.body.message).toBe('The field "otp" is missing or not valid.');
    }
  });

  it('never stores or logs the plain code', async () => {
    const spies = (['log', 'info', 'warn', 'error', 'debug'] as const).map((name) =>
      vi.spyOn(console, name).mockImplementation(() => undefined),
    );
    try {
      const phone = newPhone();
      const code = (await sendOtp(phone)).body.otp ?? '';
      await verifyOtp(phone, wrongCodeFor(code));
      await verifyOtp(phone, code);
      const logged = [...spies.flatMap((spy) => spy.mock.calls), ...logError.mock.calls];
      expect(JSON.stringify(logged)).not.toContain(code);
      const result = (await shop.database.db.execute(
        sql`select to_jsonb(o) as row from otp_codes o where phone = ${phone}`,
      )) as unknown as { rows: { row: Record<string, unknown> }[] };
      const stored = result.rows[0]?.row ?? {};
      expect(stored.code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(Object.values(stored)).not.toContain(code);
    } finally {
      for (const spy of spies) spy.mockRestore();
    }
  });
});

describe('production mode (DESIGN: the debug code is returned only in demo mode)', () => {
  it('never returns the code; it goes to the SMS gateway instead', async () => {
    const database = await openSeededDatabase();
    try {
      const sms = vi.fn(async (_phone: string, _text: string) => undefined);
      const app = createApp({ db: database.db, mode: 'production', sms });
      const phone = newPhone();
      const post = (path: string, body: unknown) =>
        app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
      const sent = await post('/api/customer/send-otp', { phone, token: '' });
      const body = (await sent.json()) as Record<string, unknown>;
      expect(body.success).toBe(true);
      expect(body).not.toHaveProperty('otp');
      expect(sms).toHaveBeenCalledOnce();
      const code = /\b(\d{4})\b/.exec(sms.mock.calls[0]?.[1] ?? '')?.[1] ?? '';
      expect(sms.mock.calls[0]?.[0]).toBe(phone);
      const verified = await post('/api/customer/verify-otp', { phone, otp: code, token: '' });
      expect(((await verified.json()) as VerifyReply).success).toBe(true);

      sms.mockRejectedValueOnce(new Error('gateway down'));
      expect((await post('/api/customer/send-otp', { phone: newPhone() })).status).toBe(503);
      const noGateway = createApp({ db: database.db, mode: 'production' });
      const refused = await noGateway.request('/api/customer/send-otp', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ phone: newPhone() }),
      });
      expect(refused.status).toBe(503);
    } finally {
      await database.close();
    }
  });
});

describe('the bearer token on customer paths (SPEC §6, docs/API.md requireCustomer)', () => {
  const updateName = (token: string | undefined, body: unknown, language = 'en') =>
    shop.post<Failure>('/api/customer/update-name', body, { language, ...(token ? { token } : {}) });

  it('refuses a request without a token, or with an unknown or malformed one, with a translated 401', async () => {
    const { phone } = await logIn(shop);
    for (const token of [undefined, 'not-a-real-token-but-well-formed', 'bad token with spaces']) {
      const reply = await updateName(token, { phone, name: 'Noura' });
      expect(reply.status, String(token)).toBe(401);
      expect(reply.headers.get('WWW-Authenticate')).toBe('Bearer');
      expect(reply.body).toEqual({ status: false, message: 'Please log in to continue.' });
    }
    expect((await updateName(undefined, { phone, name: 'Noura' }, 'ar')).body.message).toBe(
      'يرجى تسجيل الدخول للمتابعة.',
    );
  });

  it('refuses a token 30 days after it was issued', async () => {
    const customer = await logIn(shop);
    later(30 * 24 * 60 * 60_000);
    expect((await updateName(customer.token, { phone: customer.phone, name: 'Late' })).status).toBe(401);
  });
});

describe('POST /customer/update-name (SPEC §7 Login, §2 Profile name edit)', () => {
  it('renames the logged-in customer, which the next login returns', async () => {
    const customer = await logIn(shop);
    const reply = await shop.post(
      '/api/customer/update-name',
      { phone: customer.phone, name: ' نورة ' },
      customer,
    );
    expect(reply).toMatchObject({ status: 200, body: { success: true } });
    const phone = customer.phone;
    const code = (await sendOtp(phone)).body.otp ?? '';
    expect((await verifyOtp(phone, code)).body.data?.name).toBe('نورة');
  });

  it("refuses another customer's phone with a 403 and an empty name with a 400 naming the field", async () => {
    const customer = await logIn(shop);
    const other = await logIn(shop);
    const foreign = await shop.post<Failure>(
      '/api/customer/update-name',
      { phone: other.phone, name: 'Thief' },
      { token: customer.token, language: 'en' },
    );
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('This belongs to another account.');
    const empty = await shop.post<Failure>(
      '/api/customer/update-name',
      { phone: customer.phone, name: '  ' },
      { token: customer.token, language: 'en' },
    );
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('The field "name" is missing or not valid.');
  });

  it('gives the same answer and no second effect for a repeated Idempotency-Key; another body gets 409', async () => {
    const customer = await logIn(shop);
    const call = (name: string, idempotencyKey: string) =>
      shop.post(
        '/api/customer/update-name',
        { phone: customer.phone, name },
        { token: customer.token, idempotencyKey },
      );
    const first = await call('First', 'rename-1');
    await call('Second', 'rename-2');
    const replay = await call('First', 'rename-1');
    expect(replay).toMatchObject({ status: first.status, body: first.body });
    const code = (await sendOtp(customer.phone)).body.otp ?? '';
    expect((await verifyOtp(customer.phone, code)).body.data?.name).toBe('Second');
    expect((await call('Other', 'rename-1')).status).toBe(409);
  });
});
