// One-time login codes (SPEC §9: 4 digits). Only an HMAC of phone and code is stored: with four digits a plain
// hash could be reversed by trying all 10,000 codes, the HMAC cannot without the server's secret.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

export const otpLength = 4;
export const otpLifetimeMs = 5 * 60_000;
/** Wrong tries before the code is void and the shopper must request a new one. */
export const otpMaxAttempts = 5;
/** Codes sent to one phone within the window; one more gets 429. */
export const otpSendLimit = 5;
export const otpSendWindowMs = 10 * 60_000;

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
