// Abuse of the login codes. Wrong codes are limited per phone across all its codes, so that a day of guessing takes an
// account with a probability under 1% (computed below); codes are limited per client address and in all (SMS pumping);
// the budget for one phone is counted per client, so someone spending it never stops the owner getting a code; and a
// phone number has one canonical E.164 form.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  defaultOtpSendLimits,
  otpLength,
  otpMaxAttempts,
  otpWrongLimit,
  otpWrongWindowMs,
} from '../../../server/auth/otp-code';
import { canonicalPhone } from '../../../server/auth/phone';
import { readConfig } from '../../../server/config';
import { openSeededApp, type SeededApp } from '../support/seeded-app';

type SendReply = { success?: boolean; status?: boolean; message: string; otp?: string };
type VerifyReply = {
  success: boolean;
  message?: string;
  data?: { token: string; id: number; phone: string };
};

const start = new Date('2026-06-01T09:00:00Z');
let clock = start;
const later = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const minute = 60_000;
const hour = 60 * minute;

let shop: SeededApp;
beforeAll(async () => {
  shop = await openSeededApp({ mode: 'development', now: () => clock });
});
afterAll(() => shop.close());

let phones = 0;
const newPhone = () => `+9656${String(++phones).padStart(7, '0')}`;
let clients = 0;
/** A client address of its own (documentation ranges, never the loopback). */
const newClient = () => `198.51.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;

const sendOtp = (phone: string, clientAddress: string) =>
  shop.post<SendReply>('/api/customer/send-otp', { phone, token: '' }, { clientAddress, language: 'en' });
const verifyOtp = (phone: string, otp: string, clientAddress: string) =>
  shop.post<VerifyReply>(
    '/api/customer/verify-otp',
    { phone, otp, token: '' },
    { clientAddress, language: 'en' },
  );
const wrongFor = (code: string) => (code === '0000' ? '1111' : '0000');

const WRONG = 'Incorrect verification code';
const CODE_SPENT = 'Too many wrong attempts. Please request a new code.';
const EXPIRED = 'This code has expired. Please request a new one.';
const LOCKED = 'Too many wrong codes were entered for this number. Please try again later.';

describe('wrong codes are limited per phone across codes', () => {
  it(`locks the phone after ${otpWrongLimit} wrong codes in ${otpWrongWindowMs / hour} hours, whichever codes and clients they used`, async () => {
    const phone = newPhone();
    for (let guess = 0; guess < otpWrongLimit; guess += 1) {
      const client = newClient();
      const code = (await sendOtp(phone, client)).body.otp ?? '';
      expect((await verifyOtp(phone, wrongFor(code), client)).body.message).toBe(WRONG);
    }
    const client = newClient();
    const code = (await sendOtp(phone, client)).body.otp ?? '';
    expect((await verifyOtp(phone, code, client)).body).toEqual({ success: false, message: LOCKED });

    later(otpWrongWindowMs);
    const fresh = (await sendOtp(phone, client)).body.otp ?? '';
    expect((await verifyOtp(phone, fresh, client)).body.success).toBe(true);
  });

  it('gives a day of guessing, from as many clients as the attacker likes, under 1% to take the account', async () => {
    const victim = newPhone();
    const dayEnd = clock.getTime() + 24 * hour;
    let checked = 0; // guesses the server compared with a code: each could have been the right one
    let client = newClient();
    let code: string | undefined;
    let wrongOnCode = 0;
    while (clock.getTime() < dayEnd) {
      if (code === undefined || wrongOnCode === otpMaxAttempts) {
        client = newClient();
        code = (await sendOtp(victim, client)).body.otp;
        wrongOnCode = 0;
      }
      if (code !== undefined) {
        for (;;) {
          const { message } = (await verifyOtp(victim, wrongFor(code), client)).body;
          if (message === LOCKED) break;
          if (message === EXPIRED) {
            code = undefined;
            break;
          }
          expect([WRONG, CODE_SPENT]).toContain(message);
          checked += 1;
          wrongOnCode += 1;
          if (wrongOnCode === otpMaxAttempts) break;
        }
      }
      later(2 * minute);
    }
    // The bound the limits promise (server/auth/otp-code.ts): in any 24 hours at most limit × 24 h / window wrong
    // guesses are checked, and the attacker measured here got no more.
    const promised = otpWrongLimit * Math.ceil((24 * hour) / otpWrongWindowMs);
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(promised);
    // Each checked guess is right with probability at most 1 / (10^4 − tries already made on its code), and one
    // more guess may be the right one after the last wrong: the union bound over all of them.
    const codes = 10 ** otpLength;
    const chance = (promised + 1) / (codes - otpMaxAttempts);
    expect(chance).toBeLessThan(0.01);
  });
});

describe('the owner keeps getting a code while someone else spends theirs', () => {
  it('counts codes for a phone per client, and another client’s codes never void the owner’s', async () => {
    const phone = newPhone();
    const owner = newClient();
    const attacker = newClient();
    const ownerCode = (await sendOtp(phone, owner)).body.otp ?? '';
    for (let send = 0; send < 5; send += 1) expect((await sendOtp(phone, attacker)).status).toBe(200);
    const refused = await sendOtp(phone, attacker);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      'Too many codes were requested for this number. Please wait a few minutes and try again.',
    );
    expect((await sendOtp(phone, owner)).status).toBe(200);
    // The owner typed the first code: a resend from the owner replaced it, so use the newest one.
    const newest = (await sendOtp(phone, owner)).body.otp ?? ownerCode;
    expect((await verifyOtp(phone, newest, owner)).body.success).toBe(true);
  });

  it('still accepts the owner’s code when the owner’s network changed between asking and typing', async () => {
    const phone = newPhone();
    const code = (await sendOtp(phone, newClient())).body.otp ?? '';
    expect((await verifyOtp(phone, code, newClient())).body.success).toBe(true);
  });
});

describe('codes per client address and in all (SMS pumping)', () => {
  it(`sends one client codes for at most ${defaultOtpSendLimits.perClientPerHour} phones an hour; other clients are unaffected`, async () => {
    const sms = vi.fn(async () => undefined);
    const pumped = await openSeededApp({ mode: 'production', sms, now: () => clock });
    try {
      const pumper = newClient();
      const statuses: number[] = [];
      let refusal = '';
      for (let phone = 0; phone < 40; phone += 1) {
        const reply = await pumped.post<SendReply>(
          '/api/customer/send-otp',
          { phone: newPhone() },
          { clientAddress: pumper, language: 'en' },
        );
        statuses.push(reply.status);
        if (reply.status === 429) refusal = reply.body.message;
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(defaultOtpSendLimits.perClientPerHour);
      expect(sms).toHaveBeenCalledTimes(defaultOtpSendLimits.perClientPerHour);
      expect(refusal).toBe(
        'Too many codes were requested from your network. Please wait a while and try again.',
      );
      const neighbour = await pumped.post(
        '/api/customer/send-otp',
        { phone: newPhone() },
        { clientAddress: newClient() },
      );
      expect(neighbour.status).toBe(200);
      // An IPv6 client is counted by its /64: rotating the last 64 bits gains nothing.
      const v6 = Array.from({ length: 12 }, (_, index) => `2001:db8:1:2::${index + 1}`);
      const v6Statuses = [];
      for (const address of v6)
        v6Statuses.push(
          (await pumped.post('/api/customer/send-otp', { phone: newPhone() }, { clientAddress: address }))
            .status,
        );
      expect(v6Statuses.filter((status) => status === 200)).toHaveLength(
        defaultOtpSendLimits.perClientPerHour,
      );
      later(hour);
      expect(
        (await pumped.post('/api/customer/send-otp', { phone: newPhone() }, { clientAddress: pumper }))
          .status,
      ).toBe(200);
    } finally {
      await pumped.close();
    }
  });

  it('sends at most the global number of codes an hour, from however many clients', async () => {
    const sms = vi.fn(async () => undefined);
    const busy = await openSeededApp({
      mode: 'production',
      sms,
      now: () => clock,
      otpSendLimits: { perHour: 6 },
    });
    try {
      const statuses: number[] = [];
      let refusal = '';
      for (let phone = 0; phone < 10; phone += 1) {
        const reply = await busy.post<SendReply>(
          '/api/customer/send-otp',
          { phone: newPhone() },
          { clientAddress: newClient(), language: 'en' },
        );
        statuses.push(reply.status);
        if (reply.status === 429) refusal = reply.body.message;
      }
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
      expect(refusal).toBe(
        'Too many codes are being requested right now. Please try again in a few minutes.',
      );
      expect(sms).toHaveBeenCalledTimes(6);
    } finally {
      await busy.close();
    }
  });

  it('reads both limits from the settings, with defaults when unset', () => {
    expect(readConfig({ OTP_SENDS_PER_CLIENT_PER_HOUR: '20', OTP_SENDS_PER_HOUR: '500' })).toMatchObject({
      otpSendsPerClientPerHour: 20,
      otpSendsPerHour: 500,
    });
    expect(readConfig({})).toMatchObject({ otpSendsPerClientPerHour: undefined, otpSendsPerHour: undefined });
    expect(() => readConfig({ OTP_SENDS_PER_HOUR: '0' })).toThrow(/OTP_SENDS_PER_HOUR/);
  });

  it('does not meter demo mode on the loopback, where no SMS is sent and every client is this machine', async () => {
    const statuses = [];
    for (let phone = 0; phone < defaultOtpSendLimits.perClientPerHour + 5; phone += 1)
      statuses.push((await sendOtp(newPhone(), '127.0.0.1')).status);
    expect(new Set(statuses)).toEqual(new Set([200]));
  });
});

describe('one E.164 form per phone number', () => {
  it.each([
    ['+96550001234', '+96550001234'],
    ['+096550001234', '+96550001234'],
    ['+0096550001234', '+96550001234'],
    ['0096550001234', '+96550001234'],
    [' +96550001234 ', '+96550001234'],
  ])('reads %j as %s', (raw, canonical) => {
    expect(canonicalPhone(raw)).toBe(canonical);
  });

  it.each(['96550001234', '+', '+0', '+00123', '+965 5000 1234', '+9655000123456789', '٩٦٥٥٠٠٠١٢٣٤'])(
    'refuses %j',
    (raw) => {
      expect(canonicalPhone(raw)).toBeUndefined();
    },
  );

  it('logs +965…, +0965…, +00965… and 00965… into one account', async () => {
    const local = String(50_100_000 + phones++);
    const ids = new Set<number>();
    const seen = new Set<string>();
    for (const prefix of ['+965', '+0965', '+00965', '00965']) {
      const client = newClient();
      const phone = `${prefix}${local}`;
      const code = (await sendOtp(phone, client)).body.otp ?? '';
      const reply = await verifyOtp(phone, code, client);
      expect(reply.body.success, phone).toBe(true);
      ids.add(reply.body.data?.id ?? 0);
      seen.add(reply.body.data?.phone ?? '');
    }
    expect(ids.size).toBe(1);
    expect([...seen]).toEqual([`+965${local}`]);
  });
});
