// Logging in through the real OTP calls (development mode returns the code), so tests of customer paths start
// from a genuine bearer token. Each call gets a phone of its own, so the resend throttle never interferes.
import type { SeededApp } from './seeded-app';

export type LoggedIn = { token: string; id: number; phone: string };

let nextPhone = 0;

/** A fresh E.164 Kuwaiti mobile number (each test file has its own database). */
export function newPhone(): string {
  nextPhone += 1;
  return `+9655${String(nextPhone).padStart(7, '0')}`;
}

export async function logIn(shop: SeededApp, phone = newPhone()): Promise<LoggedIn> {
  const sent = await shop.post<{ otp?: string }>('/api/customer/send-otp', { phone, token: '' });
  if (!sent.body.otp) throw new Error('logIn needs an app in development mode');
  const verified = await shop.post<{ data: { token: string; id: number } }>('/api/customer/verify-otp', {
    phone,
    otp: sent.body.otp,
    token: '',
  });
  return { token: verified.body.data.token, id: verified.body.data.id, phone };
}
