// One-time login codes (SPEC §9: 4 digits). Only an HMAC of phone and code is stored: with four digits a plain
// hash could be reversed by trying all 10,000 codes, the HMAC cannot without the server's secret.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const otpLength = 4;
export const otpLifetimeMs = 5 * 60_000;
/** Wrong tries before the code is void and the shopper must request a new one. */
export const otpMaxAttempts = 5;
/** Codes sent to one phone asked from one client within the window; one more gets 429. */
export const otpSendLimit = 5;
export const otpSendWindowMs = 10 * 60_000;

/**
 * Wrong codes per phone, across all its codes and clients, in any rolling window; past it every guess (even the
 * right code) is refused until the oldest wrong one leaves the window. In any 24 hours at most
 * 24 h / 3 h × 10 = 80 wrong guesses are checked, each right with probability 1 in 10,000: a day of guessing
 * takes an account with probability under 81 / 10,000 < 1% (tests/server/security/otp.test.ts measures it).
 * The price: someone guessing wrong 10 times locks the phone's owner out for up to 3 hours.
 */
export const otpWrongLimit = 10;
export const otpWrongWindowMs = 3 * 60 * 60_000;

/** Codes asked from one client (IP address) for any phones, and by everyone, per hour (SMS pumping). */
export type OtpSendLimits = { perClientPerHour: number; perHour: number };
export const defaultOtpSendLimits: OtpSendLimits = { perClientPerHour: 10, perHour: 300 };

export function generateOtp(): string {
  return String(randomInt(0, 10 ** otpLength)).padStart(otpLength, '0');
}

export function hashOtp(secret: string, phone: string, code: string): string {
  return createHmac('sha256', secret).update(`${phone}:${code}`).digest('hex');
}

export function otpMatches(secret: string, phone: string, code: string, storedHash: string): boolean {
  const given = Buffer.from(hashOtp(secret, phone, code), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return given.length === stored.length && timingSafeEqual(given, stored);
}
