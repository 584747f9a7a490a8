// Login by a one-time code sent to the phone (SPEC §7 Login, §4 Login, §9 code length), and the name edit of
// the profile. A known and an unknown phone get the same answer, so the call does not reveal who is a customer.
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppMode } from '../app-mode';
import {
  generateOtp,
  hashOtp,
  type OtpSendLimits,
  otpLifetimeMs,
  otpMatches,
  otpMaxAttempts,
  otpSendLimit,
  otpSendWindowMs,
  otpWrongLimit,
  otpWrongWindowMs,
} from '../auth/otp-code';
import { canonicalPhone } from '../auth/phone';
import { otpText, type SmsSender } from '../auth/sms';
import { hashToken, newToken, sessionLifetimeMs } from '../auth/tokens';
import { announceCustomerChange } from '../db/queries/customer-log';
import { findOrCreateCustomer, renameCustomer } from '../db/queries/customers';
import { countFailedAttempt, findCodeForUpdate, markCodesUsed, replaceCode } from '../db/queries/otp';
import { type Budget, msUntilRoom, recordUse, spend, usesSince } from '../db/queries/rate-limits';
import { createSession, endSession } from '../db/queries/sessions';
import { parseBody, readBody, readJson } from '../http/body';
import { bearerToken, customerScope, requireCustomer, signInRequired } from '../http/customer-auth';
import { ApiError, tooManyRequests } from '../http/errors';
import { idempotentRequest, once, send } from '../http/idempotency';
import type { MessageKey } from '../http/messages';
import { messageFor } from '../http/reply';
import type { RouteDeps } from './deps';

export type LoginDeps = RouteDeps & {
  mode: AppMode;
  otpSecret: string;
  sms: SmsSender | undefined;
  sendLimits: OtpSendLimits;
  /** The client a budget counts (server/http/client-address.ts budgetClient). */
  clientOf: (c: Context) => string;
  /** True when the per-client and global send budgets do not apply to this request (demo mode on the loopback). */
  unmetered: (c: Context) => boolean;
};

/**
 * E.164: '+' (or '00') and 8 to 15 digits, as the client sends it (country code + local number, SPEC §5), in one
 * canonical form whatever zeros precede the country code (server/auth/phone.ts).
 */
const phone = z.string().transform((text, context) => {
  const canonical = canonicalPhone(text);
  if (canonical === undefined) context.addIssue({ code: 'custom', message: 'not an international number' });
  return canonical ?? '';
});
/** The push token of the mobile app; the web shop sends '' and the server does not use it. */
const pushToken = z.string().max(4096).nullish();
const phoneMessage = { phone: 'invalidPhone' } as const;

export const sendOtpBody = z.object({ phone, token: pushToken });
export const verifyOtpBody = z.object({ phone, otp: z.string().regex(/^\d{4}$/), token: pushToken });
export const updateNameBody = z.object({
  // The profile sends the number it was given at login, with or without its '+'.
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{8,15}$/)
    .transform((text) => canonicalPhone(text.startsWith('+') ? text : `+${text}`) ?? text),
  name: z.string().trim().min(1).max(100),
});

const hourMs = 60 * 60_000;

/** Which refusal a spent send budget gives. */
const sendRefusals = {
  phone: 'otpThrottled',
  client: 'otpClientThrottled',
  all: 'otpBusy',
} as const satisfies Record<string, MessageKey>;

type Verification =
  | { ok: true; token: string; customer: { id: number; name: string | null; phone: string } }
  | { ok: false; key: MessageKey };

export function loginRoutes(deps: LoginDeps) {
  const { db, now, mode, otpSecret, sms, sendLimits, clientOf, unmetered } = deps;

  /**
   * Separate budgets: codes for one phone asked from one client, so someone spending a victim's budget from
   * elsewhere never stops the owner getting a code; codes asked from one client for any phones; and codes sent by
   * everyone (SMS pumping from many clients).
   */
  const sendBudgets = (
    c: Context,
    phoneNumber: string,
    client: string,
  ): (Budget & { refusal: MessageKey })[] => {
    const metered = !unmetered(c);
    return [
      {
        bucket: `otp-send:${phoneNumber}|${client}`,
        limit: otpSendLimit,
        windowMs: otpSendWindowMs,
        refusal: sendRefusals.phone,
      },
      {
        bucket: `otp-send-client:${client}`,
        limit: metered ? sendLimits.perClientPerHour : Number.POSITIVE_INFINITY,
        windowMs: hourMs,
        refusal: sendRefusals.client,
      },
      {
        bucket: 'otp-send-all',
        limit: metered ? sendLimits.perHour : Number.POSITIVE_INFINITY,
        windowMs: hourMs,
        refusal: sendRefusals.all,
      },
    ];
  };

  const verify = (phoneNumber: string, code: string, client: string): Promise<Verification> =>
    db.transaction(async (tx) => {
      const at = now();
      const stored = await findCodeForUpdate(tx, phoneNumber, client, at);
      // Wrong codes per phone across all its codes (otp-code.ts): checked before the code, so even the right
      // code is refused while the phone is locked.
      const wrong = `otp-wrong:${phoneNumber}`;
      if ((await usesSince(tx, wrong, new Date(at.getTime() - otpWrongWindowMs))) >= otpWrongLimit)
        return { ok: false, key: 'otpLocked' };
      if (!stored || stored.used) return { ok: false, key: 'wrongOtp' };
      if (stored.attempts >= otpMaxAttempts) return { ok: false, key: 'otpAttemptsExceeded' };
      if (stored.expiresAt <= at) return { ok: false, key: 'otpExpired' };
      if (!otpMatches(otpSecret, phoneNumber, code, stored.codeHash)) {
        await recordUse(tx, wrong, at);
        const attempts = await countFailedAttempt(tx, stored);
        return { ok: false, key: attempts >= otpMaxAttempts ? 'otpAttemptsExceeded' : 'wrongOtp' };
      }
      await markCodesUsed(tx, phoneNumber);
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
      const client = clientOf(c);
      const code = generateOtp();
      await db.transaction(async (tx) => {
        const budgets = sendBudgets(c, body.phone, client);
        const spent = await spend(tx, budgets, at);
        if (spent) throw tooManyRequests(spent.refusal, await msUntilRoom(tx, spent, at));
        await replaceCode(tx, {
          phone: body.phone,
          client,
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
      const result = await verify(body.phone, body.otp, clientOf(c));
      c.set('outcome', result.ok ? 'verified' : result.key);
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
      if (body.phone !== customer.phone) throw new ApiError(403, 'notYourAccount');
      const request = idempotentRequest(c, { scope: customerScope(customer), body: raw, now: now() });
      const outcome = await once(db, request, async (tx) => {
        await renameCustomer(tx, customer.id, body.name);
        return { status: 200, body: { success: true } };
      });
      return send(c, outcome);
    })
    .post('/customer/logout', async (c) => {
      // Revokes the token of the request (Logout and Delete Account), so a copied token stops working.
      const token = bearerToken(c);
      if (!token) throw signInRequired(c);
      const ended = await db.transaction(async (tx) => {
        const session = await endSession(tx, hashToken(token));
        // Wakes the customer's streams of their log on every instance: each checks its token, and the stream of
        // this one ends (server/customer-log/log-stream.ts).
        if (session) await announceCustomerChange(tx, session.customerId);
        return session;
      });
      // A token unknown, already revoked or expired is a 401 as on every customer path (an expired one is gone
      // now all the same); the app takes it as logged out, so a retried logout still ends on the device.
      if (!ended || ended.expiresAt <= now()) throw signInRequired(c);
      return c.json({ success: true });
    });
}
