// Login by a one-time code sent to the phone (SPEC §7 Login, §4 Login, §9 code length), and the name edit of
// the profile. A known and an unknown phone get the same answer, so the call does not reveal who is a customer.
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppMode } from '../app';
import {
  generateOtp,
  hashOtp,
  otpLifetimeMs,
  otpMatches,
  otpMaxAttempts,
  otpSendLimit,
  otpSendWindowMs,
} from '../auth/otp-code';
import { otpText, type SmsSender } from '../auth/sms';
import { hashToken, newToken, sessionLifetimeMs } from '../auth/tokens';
import { findOrCreateCustomer, renameCustomer } from '../db/queries/customers';
import {
  countFailedAttempt,
  countSendsSince,
  findCodeForUpdate,
  markCodeUsed,
  replaceCode,
} from '../db/queries/otp';
import { createSession } from '../db/queries/sessions';
import { parseBody, readBody, readJson } from '../http/body';
import { customerScope, requireCustomer } from '../http/customer-auth';
import { ApiError } from '../http/errors';
import { idempotentRequest, once, send } from '../http/idempotency';
import type { MessageKey } from '../http/messages';
import { messageFor } from '../http/reply';
import type { RouteDeps } from './deps';

export type LoginDeps = RouteDeps & { mode: AppMode; otpSecret: string; sms: SmsSender | undefined };

/** E.164: '+' and 8 to 15 digits, as the client sends it (country code + local number, SPEC §5). */
const phone = z
  .string()
  .trim()
  .regex(/^\+\d{8,15}$/);
/** The push token of the mobile app; the web shop sends '' and the server does not use it. */
const pushToken = z.string().max(4096).nullish();
const phoneMessage = { phone: 'invalidPhone' } as const;

const sendOtpBody = z.object({ phone, token: pushToken });
const verifyOtpBody = z.object({ phone, otp: z.string().regex(/^\d{4}$/), token: pushToken });
const updateNameBody = z.object({
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{8,15}$/),
  name: z.string().trim().min(1).max(100),
});

const digitsOf = (text: string) => text.replace(/\D/g, '');

type Verification =
  | { ok: true; token: string; customer: { id: number; name: string | null; phone: string } }
  | { ok: false; key: MessageKey };

export function loginRoutes(deps: LoginDeps) {
  const { db, now, mode, otpSecret, sms } = deps;

  const verify = (phoneNumber: string, code: string): Promise<Verification> =>
    db.transaction(async (tx) => {
      const at = now();
      const stored = await findCodeForUpdate(tx, phoneNumber);
      if (!stored || stored.used) return { ok: false, key: 'wrongOtp' };
      if (stored.attempts >= otpMaxAttempts) return { ok: false, key: 'otpAttemptsExceeded' };
      if (stored.expiresAt <= at) return { ok: false, key: 'otpExpired' };
      if (!otpMatches(otpSecret, phoneNumber, code, stored.codeHash)) {
        const attempts = await countFailedAttempt(tx, phoneNumber);
        return { ok: false, key: attempts >= otpMaxAttempts ? 'otpAttemptsExceeded' : 'wrongOtp' };
      }
      await markCodeUsed(tx, phoneNumber);
      const customer = await findOrCreateCustomer(tx, phoneNumber, at);
      const token = newToken();
      await createSession(tx, {
        tokenHash: hashToken(token),
        customerId: customer.id,
        now: at,
        expiresAt: new Date(at.getTime() + sessionLifetimeMs),
      });
      return { ok: true, token, customer };
    });

  return new Hono()
    .post('/customer/send-otp', async (c) => {
      const body = await readBody(c, sendOtpBody, phoneMessage);
      // Production without a gateway cannot deliver a code; refuse before storing one.
      if (!sms && mode === 'production') throw new ApiError(503, 'smsUnavailable');
      const at = now();
      const code = generateOtp();
      await db.transaction(async (tx) => {
        const sent = await countSendsSince(tx, body.phone, new Date(at.getTime() - otpSendWindowMs));
        if (sent >= otpSendLimit) throw new ApiError(429, 'otpThrottled');
        await replaceCode(tx, {
          phone: body.phone,
          codeHash: hashOtp(otpSecret, body.phone, code),
          now: at,
          expiresAt: new Date(at.getTime() + otpLifetimeMs),
        });
      });
      if (sms) {
        try {
          await sms(body.phone, otpText(code));
        } catch {
          // Not logged: the error could only repeat what the gateway said, and the shopper can simply resend.
          throw new ApiError(503, 'smsUnavailable');
        }
      }
      const debugCode = mode === 'development' ? { otp: code } : {};
      return c.json({ success: true, message: messageFor(c, 'otpSent'), ...debugCode });
    })
    .post('/customer/verify-otp', async (c) => {
      const body = await readBody(c, verifyOtpBody, phoneMessage);
      const result = await verify(body.phone, body.otp);
      if (!result.ok) return c.json({ success: false, message: messageFor(c, result.key) });
      const { customer, token } = result;
      return c.json({
        success: true,
        data: { token, id: customer.id, name: customer.name, phone: customer.phone },
      });
    })
    .post('/customer/update-name', requireCustomer(deps), async (c) => {
      const customer = c.get('customer');
      const raw = await readJson(c);
      const body = parseBody(updateNameBody, raw);
      if (digitsOf(body.phone) !== digitsOf(customer.phone)) throw new ApiError(403, 'notYourAccount');
      const request = idempotentRequest(c, { scope: customerScope(customer), body: raw, now: now() });
      const outcome = await once(db, request, async (tx) => {
        await renameCustomer(tx, customer.id, body.name);
        return { status: 200, body: { success: true } };
      });
      return send(c, outcome);
    });
}
