// Request bodies: every POST body is JSON checked by a zod schema. A refusal names the first offending field
// (e.g. "product_details[0].price") so that the client, and whoever reads its outbox, knows what to fix.
import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError } from './errors';
import type { MessageKey } from './messages';

export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'invalidJson');
  }
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
