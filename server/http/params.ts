// Schemas for the values that arrive in paths and query strings (always strings).
import { z } from 'zod';

/** PostgreSQL's integer: every id column. A larger id cannot name a row (and would make the query fail). */
export const maxInt4 = 2_147_483_647;

/** A database id: digits only, no sign, no leading zero, within PostgreSQL's integer range. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= maxInt4);

/** A database id in a JSON body: a positive whole number or its digits (SPEC §3 loose ERP types), up to 2^31−1. */
export const bodyId = z.union([z.number().int().positive().max(maxInt4), idParam]);

export const searchMaxLength = 100;

export const searchQuery = z
  .string()
  .optional()
  .transform((text) => (text ?? '').trim())
  .refine((text) => text.length <= searchMaxLength);

export const promoCodeParam = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,32}$/)
  .transform((code) => code.toUpperCase());
