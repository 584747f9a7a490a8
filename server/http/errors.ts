// Handlers throw ApiError for an expected refusal (bad input, unknown id); the app's error handler turns it
// into `{ status: false, message }` in the request's language. Anything else is a real fault. `field` fills the
// {field} slot of the message: a request field's name, or a text of each language (a list of product names).
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { Language } from './language';
import type { MessageKey } from './messages';

/** What fills a message's {field} slot: the same in both languages (a field's name), or a text of each. */
export type MessageSlot = string | Readonly<Record<Language, string>>;

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: MessageKey,
    readonly field?: MessageSlot,
    /** Sent with the refusal, e.g. a 429's Retry-After. */
    readonly headers: Readonly<Record<string, string>> = {},
    /** More fields of the refusal's body, beside status and message, for a client to act on (a 409's short lines). */
    readonly details: Readonly<Record<string, unknown>> = {},
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
