import { z } from 'zod';

export type ParseResult<T> = { ok: true; value: T } | { ok: false; error: string };

/** Validates untrusted JSON; the error is zod's readable multi-line report, fit for a log or an outbox entry. */
export function parseResponse<S extends z.ZodType>(schema: S, json: unknown): ParseResult<z.output<S>> {
  const result = schema.safeParse(json);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: z.prettifyError(result.error) };
}
