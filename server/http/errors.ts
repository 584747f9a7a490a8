// Handlers throw ApiError for an expected refusal (bad input, unknown id); the app's error handler turns it
// into `{ status: false, message }` in the request's language. Anything else is a real fault. `field` names
// the offending request field in messages that have a {field} slot.
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { MessageKey } from './messages';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly field?: string,
    /** Sent with the refusal, e.g. a 429's Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

/** Parses a path or query value, refusing it (400 unless told) with the given message when the schema rejects it. */
export function parseInput<S extends z.ZodType>(
  schema: S,
  value: unknown,
  key: MessageKey,
  status: ContentfulStatusCode = 400,
): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw new ApiError(status, key);
  return result.data;
}

/** A 429 for a spent budget, saying when to ask again (RFC 9110 §10.2.3: whole seconds, at least one). */
export const tooManyRequests = (key: MessageKey, retryAfterMs: number) =>
  new ApiError(429, key, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterMs / 1000))) });
