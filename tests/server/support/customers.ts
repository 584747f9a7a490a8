// Logging in through the real OTP calls (development mode returns the code), so tests of customer paths start
// from a genuine bearer token. Each call gets a phone of its own, so the resend throttle never interferes.
import { afterAll, beforeAll } from 'vitest';
import type { AppOptions } from '../../../server/app';
import { openSeededApp, type SeededApp } from './seeded-app';

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

type Customers<N extends number> = N extends 1 ? [LoggedIn] : N extends 2 ? [LoggedIn, LoggedIn] : LoggedIn[];

/**
 * For the test file calling it: before its tests, a seeded app in development mode (with these options) and `count`
 * customers logged in to it, in order, handed to `take`; the app is closed after the file's tests.
 */
export function shopWithCustomers<N extends number>(
  count: N,
  options: Partial<Omit<AppOptions, 'db' | 'mode'>>,
  take: (opened: [SeededApp, ...Customers<N>]) => void,
): void {
  let shop: SeededApp | undefined;
  beforeAll(async () => {
    shop = await openSeededApp({ ...options, mode: 'development' });
    const customers: LoggedIn[] = [];
    for (let i = 0; i < count; i += 1) customers.push(await logIn(shop));
    take([shop, ...customers] as [SeededApp, ...Customers<N>]);
  });
  afterAll(() => shop?.close());
}
