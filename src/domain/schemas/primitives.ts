import { z } from 'zod';

/**
 * Building blocks for an ERP that is sloppy about types: Odoo-style backends send numbers as strings,
 * `false` for an empty field and sometimes omit keys. Structure is still enforced; only scalars are lenient.
 */

function numericStringToNumber(value: unknown): unknown {
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    return Number.isFinite(n) ? n : value;
  }
  return value;
}

/** A finite number, also accepted as a numeric string ("12.5"). */
export const looseNumber = z.preprocess(numericStringToNumber, z.number());

/** A number that may be missing, null, `false` or an empty string: all of which mean "no value" (null). */
export const optionalNumber = z.preprocess(
  (value) => (value === false || value === '' ? null : numericStringToNumber(value)),
  z
    .number()
    .nullish()
    .transform((v) => v ?? null),
);

/** Ids are numbers, but some payloads send them as strings; both are kept as given. */
export const looseId = z.union([z.number(), z.string().min(1)]);

/** Text that may be missing, null, `false` (Odoo's empty) or a number (barcodes, codes). Normalised to string | null. */
export const optionalText = z.preprocess(
  (value) => (value === false ? null : typeof value === 'number' ? String(value) : value),
  z
    .string()
    .nullish()
    .transform((v) => v ?? null),
);

/** Text that must be present; numbers are accepted and turned into strings. */
export const requiredText = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : value),
  z.string(),
);

/** Booleans, also as 1/0 and "true"/"false"/"1"/"0". */
export const looseBoolean = z.preprocess((value) => {
  if (value === 1 || value === '1' || value === 'true') return true;
  if (value === 0 || value === '0' || value === 'false') return false;
  return value;
}, z.boolean());
