// Idempotency-Key (DESIGN "Event sourcing"): the outbox retries a request until it hears an answer, so the same
// key must never cause a second effect. The first request's effect and its answer are stored in one
// transaction; a repeat with the same body gets that answer again, a repeat with another body gets 409.
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Database } from '../db/database';
import { claimKey, findAnswer, recordAnswer, type StoredAnswer } from '../db/queries/idempotency';
import { isUniqueViolation } from '../db/unique-violation';
import { canonicalJson } from './canonical-json';
import { ApiError } from './errors';

export type Outcome = {
  status: ContentfulStatusCode;
  body: unknown;
  /** The stored answer of an earlier request with the same key. */
  replayed?: true;
};

const keyFormat = /^[\x21-\x7e]{1,200}$/;

/** The request's key; undefined when it sent none and none is required. */
export function idempotencyKeyOf(c: Context, required = false): string | undefined {
  const key = c.req.header('Idempotency-Key');
  if (key === undefined) {
    if (required) throw new ApiError(400, 'idempotencyKeyRequired');
    return undefined;
  }
  if (!keyFormat.test(key)) throw new ApiError(400, 'idempotencyKeyInvalid');
  return key;
}

export function requestHash(c: Context, body: unknown): string {
  return createHash('sha256')
    .update(`${c.req.method} ${c.req.path}\n${canonicalJson(body)}`)
    .digest('hex');
}

export type IdempotentRequest = {
  /** Keeps keys of different customers apart, e.g. `customer:12` or `guest`. */
  scope: string;
  key: string | undefined;
  hash: string;
  now: Date;
};

/** The idempotency facts of a request whose parsed JSON body is `body`. */
export function idempotentRequest(
  c: Context,
  { scope, body, now, required = false }: { scope: string; body: unknown; now: Date; required?: boolean },
): IdempotentRequest {
  return { scope, key: idempotencyKeyOf(c, required), hash: requestHash(c, body), now };
}

function replay(answer: StoredAnswer, hash: string): Outcome {
  if (answer.requestHash !== hash) throw new ApiError(409, 'idempotencyConflict');
  return { status: answer.status as ContentfulStatusCode, body: answer.body, replayed: true };
}

/**
 * Runs `effect` in a transaction at most once per key. Refusals (ApiError) roll back and are not stored, so a
 * corrected retry with the same key can still succeed.
 */
export async function once(
  db: Database,
  request: IdempotentRequest,
  effect: (tx: Database) => Promise<Outcome>,
): Promise<Outcome> {
  const { scope, key, hash, now } = request;
  if (key === undefined) return db.transaction((tx) => effect(tx));
  // The key is claimed first and an earlier answer looked for only when that fails: a first request, by far the
  // most common, costs no extra read (on PGlite, whose one connection serves every request in turn, each read
  // counts under a rush).
  try {
    return await db.transaction(async (tx) => {
      await claimKey(tx, scope, key, hash, now);
      const outcome = await effect(tx);
      await recordAnswer(tx, scope, key, outcome.status, outcome.body);
      return outcome;
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // A request with this key committed earlier, or just now while this one waited: answer as it did.
    const raced = await findAnswer(db, scope, key);
    if (!raced) throw error;
    return replay(raced, hash);
  }
}

/** Sends an outcome as JSON; a replay says so in `Idempotent-Replayed: true`, as payment APIs do. */
export function send(c: Context, outcome: Outcome) {
  if (outcome.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(outcome.body, outcome.status);
}
