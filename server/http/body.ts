// Request bodies: every POST body is JSON checked by a zod schema. A refusal names the first offending field
// (e.g. "product_details[0].price") so that the client, and whoever reads its outbox, knows what to fix.
// A body not labelled JSON is refused (415) unread: a page of another site may post text/plain, a form or an
// unlabelled body without a CORS preflight, and must not be able to drive a JSON call (a login code's send, say).
// Before any schema sees it, a body is refused when it nests deeper than `maxJsonDepth` (recursive code such as
// the idempotency hash and JSON.stringify would overflow the stack: a 500) or holds a NUL character in any text
// or name (PostgreSQL text cannot store one: a 500 again). Both are 400s with a clear message: bad input is the
// client's to fix, never a fault of the server.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import type { MessageKey } from './messages';

/** Objects and lists inside one another; the shop's deepest body (an order's lines) uses three. */
export const maxJsonDepth = 32;

/** The deepest nesting of `[` and `{` outside strings, found without recursion; stops counting past `limit`. */
export function jsonNestingDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c)
        index += 1; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return deepest;
}

/** The path of the first text or name holding a NUL character, or undefined. `value` is at most maxJsonDepth deep. */
function nulFieldOf(value: unknown, path: PropertyKey[] = []): PropertyKey[] | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulFieldOf(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) {
      if (name.includes('\u0000')) return [...path, name.replaceAll('\u0000', '\\u0000')];
      const found = nulFieldOf(item, [...path, name]);
      if (found) return found;
    }
  }
  return undefined;
}

/** application/json or a `+json` type (RFC 6839), its parameters (a charset) aside. */
const jsonMediaType = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i;

export async function readJson(c: Context): Promise<unknown> {
  if (!jsonMediaType.test(c.req.header('Content-Type')?.trim() ?? ''))
    throw new ApiError(415, 'jsonRequired');
  let text: string;
  try {
    text = await c.req.text();
  } catch (error) {
    if (error instanceof ApiError) throw error; // the body limit's 413
    throw new ApiError(400, 'invalidJson');
  }
  if (jsonNestingDepth(text, maxJsonDepth) > maxJsonDepth) throw new ApiError(400, 'jsonTooDeep');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'invalidJson');
  }
  const nul = nulFieldOf(value);
  if (nul) throw new ApiError(400, 'nulCharacter', nul.length === 0 ? '(body)' : fieldName(nul));
  return value;
}

function fieldName(path: readonly PropertyKey[]): string {
  return path
    .map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`))
    .join('');
}

/**
 * Parses a body, refusing it with 400 and `invalidField` (or the message given for that field in `messageOf`).
 * A body that is not an object at all gets `invalidJson`.
 */
export function parseBody<S extends z.ZodType>(
  schema: S,
  body: unknown,
  messageOf: Readonly<Record<string, MessageKey>> = {},
): z.output<S> {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const path = result.error.issues[0]?.path ?? [];
  if (path.length === 0) throw new ApiError(400, 'invalidJson');
  const field = fieldName(path);
  throw new ApiError(400, messageOf[field] ?? 'invalidField', field);
}

/** Reads and parses in one step, for handlers that need only the parsed value. */
export async function readBody<S extends z.ZodType>(
  c: Context,
  schema: S,
  messageOf?: Readonly<Record<string, MessageKey>>,
): Promise<z.output<S>> {
  return parseBody(schema, await readJson(c), messageOf);
}
