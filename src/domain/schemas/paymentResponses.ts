import { z } from 'zod';
import { optionalText } from './primitives';

const statusField = z
  .union([z.string(), z.boolean()])
  .nullish()
  .transform((v) => v ?? null);

/** The gateway's `Data` object, whose key spelling varies between providers and versions. */
const dataRecord = z
  .record(z.string(), z.unknown())
  .nullish()
  .transform((v) => v ?? {});

function firstText(data: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const key of keys) {
    const value = data[key];
    if (typeof value === 'string' && value !== '') return value;
    if (typeof value === 'number') return String(value);
  }
  return null;
}

/** Turns `errors` (a string, a list, or a `{ field: message }` object) into readable lines. */
function errorLines(errors: unknown): string[] {
  if (errors === null || errors === undefined) return [];
  if (typeof errors === 'string') return [errors];
  if (Array.isArray(errors)) return errors.flatMap(errorLines);
  if (typeof errors === 'object') {
    const e = errors as Record<string, unknown>;
    const own = firstText(e, ['Error', 'error', 'message', 'Message']);
    return own !== null ? [own] : Object.values(e).flatMap(errorLines);
  }
  return [String(errors)];
}

/**
 * SPEC §7 POST /payment/initiate. Output is normalised: `ok` is status=success, and the URL and invoice id are
 * read from whichever spelling the gateway used.
 */
export const PaymentInitiateResponseSchema = z
  .object({ status: statusField, Data: dataRecord, message: optionalText, errors: z.unknown().optional() })
  .transform((r) => ({
    ok: r.status === 'success' || r.status === true,
    invoiceUrl: firstText(r.Data, ['invoiceURL', 'InvoiceURL', 'PaymentURL', 'paymentURL']),
    invoiceId: firstText(r.Data, ['invoiceId', 'InvoiceId', 'PaymentId', 'paymentId']),
    message: r.message,
    errors: errorLines(r.errors),
  }));
export type PaymentInitiateResponse = z.infer<typeof PaymentInitiateResponseSchema>;

/**
 * SPEC §7 GET /payment/status: paid when Data.InvoiceStatus is Paid (compared case-insensitively). Data.InvoiceId
 * names the invoice whichever key was asked, so a return with an attempt's PaymentId finds its pending order by it.
 */
export const PaymentStatusResponseSchema = z
  .object({
    status: statusField,
    Data: z
      .object({ InvoiceStatus: optionalText, InvoiceId: optionalText })
      .nullish()
      .transform((v) => v ?? null),
    message: optionalText,
  })
  .transform((r) => ({
    ok: r.status === 'success' || r.status === true,
    invoiceId: r.Data?.InvoiceId || null,
    invoiceStatus: r.Data?.InvoiceStatus ?? null,
    paid: r.Data?.InvoiceStatus?.trim().toLowerCase() === 'paid',
    message: r.message,
  }));
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;
