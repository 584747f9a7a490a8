// SPEC §6: checkout, orders and the customer's own records need a logged-in customer. Every customer path
// runs `requireCustomer`, which reads `Authorization: Bearer <token>` and exposes the customer to the handler.
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { hashToken } from '../auth/tokens';
import { findCustomerByToken } from '../db/queries/sessions';
import type { RouteDeps } from '../routes/deps';
import { ApiError } from './errors';

export type Customer = { id: number; phone: string; name: string | null };
export type CustomerEnv = { Variables: { customer: Customer } };

const bearer = /^Bearer +([A-Za-z0-9._~+/-]{1,512}=*)$/i;

/**
 * The customer of the request's token: undefined without an Authorization header; a header that is malformed,
 * unknown or expired is refused with 401 rather than treated as a guest, so a stale login is noticed.
 */
export async function customerOf(c: Context, { db, now }: RouteDeps): Promise<Customer | undefined> {
  if (c.req.header('Authorization') === undefined) return undefined;
  const token = bearerToken(c);
  const customer = token ? await findCustomerByToken(db, hashToken(token), now()) : undefined;
  if (!customer) throw signInRequired(c);
  return customer;
}

/** The token of `Authorization: Bearer <token>`; undefined when the header is missing or malformed. */
export function bearerToken(c: Context): string | undefined {
  return bearer.exec(c.req.header('Authorization')?.trim() ?? '')?.[1];
}

export function signInRequired(c: Context): ApiError {
  c.header('WWW-Authenticate', 'Bearer');
  return new ApiError(401, 'signInRequired');
}

export function requireCustomer(deps: RouteDeps) {
  return createMiddleware<CustomerEnv>(async (c, next) => {
    const customer = await customerOf(c, deps);
    if (!customer) throw signInRequired(c);
    c.set('customer', customer);
    await next();
  });
}

/** Idempotency keys are kept per customer, so one customer can never replay another's answer. */
export const customerScope = (customer: Customer) => `customer:${customer.id}`;
