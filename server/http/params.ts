// Schemas for the values that arrive in paths and query strings (always strings).
import { z } from 'zod';

const maxInt4 = 2_147_483_647;

/** A database id: digits only, no sign, no leading zero, within PostgreSQL's integer range. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/)
  .transform(Number)
  .refine((id) => id <= maxInt4);

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
