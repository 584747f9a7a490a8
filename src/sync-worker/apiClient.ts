/**
 * The only HTTP client of the shop. Every response is parsed with a domain schema before anyone sees it, so a
 * malformed answer becomes a typed failure instead of a broken screen; every failure says which kind it is, so the
 * UI can tell "offline" from "the server sent nonsense".
 */
import type { ZodType } from 'zod';
import type { SyncError } from '../db';

export type Language = 'ar' | 'en';

export type ApiResult<T> =
  | { ok: true; value: T }
  | {
      ok: false;
      error: SyncError;
      status?: number;
      message: string;
      /** The JSON body of a refusal (an error status), for what it says beyond its message (a 409's `code`). */
      body?: unknown;
    };

export interface ApiClientOptions {
  baseUrl: string;
  language: () => Language;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface RequestOptions {
  /** The customer's token, sent as a bearer token (SPEC §6). */
  token?: string | null;
  /** The outbox event id: the server creates at most one effect per key (DESIGN "Event sourcing"). */
  idempotencyKey?: string;
  timeoutMs?: number;
}

export interface ApiClient {
  get<T>(path: string, schema: ZodType<T>, options?: RequestOptions): Promise<ApiResult<T>>;
  post<T>(path: string, body: unknown, schema: ZodType<T>, options?: RequestOptions): Promise<ApiResult<T>>;
  delete<T>(path: string, schema: ZodType<T>, options?: RequestOptions): Promise<ApiResult<T>>;
  /**
   * A long-lived answer read as it arrives (server-sent events): no time-out, ended by `signal`. A refusal is a
   * failure as for the other calls; an answer is its body.
   */
  stream(path: string, options: StreamOptions): Promise<ApiResult<ReadableStream<Uint8Array>>>;
}

export interface StreamOptions {
  token: string;
  /** Where the reader was (its last message's id), so the server resumes after it. */
  lastEventId: string | null;
  signal: AbortSignal;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return null;
}

/**
 * The server's own message in a failed call (the JSON `message` of an error status, which the shop's server writes
 * in the shopper's language), or null when the client wrote the message: no answer, an answer that is not JSON or
 * has no message, or a malformed one. Those name the path first and are meant for logs, never for the shopper.
 */
export function serverSaid(path: string, result: ApiResult<unknown>): string | null {
  if (result.ok || result.error !== 'server' || result.message.startsWith(`${path}: `)) return null;
  return result.message;
}

/** Why no answer came: the client's time-out, or the network (fetch rejects with a TypeError). */
const unreachable = (error: unknown): 'timeout' | 'offline' =>
  error instanceof DOMException && error.name === 'TimeoutError' ? 'timeout' : 'offline';

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');

  async function send<T>(
    method: 'GET' | 'POST' | 'DELETE',
    path: string,
    body: unknown,
    schema: ZodType<T>,
    request: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': options.language(),
    };
    if (method === 'POST') headers['Content-Type'] = 'application/json';
    if (request.token) headers.Authorization = `Bearer ${request.token}`;
    if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, {
        method,
        headers,
        // Catalogue answers carry a short public max-age for CDNs; the worker keeps its own copy in the local
        // database, so it always revalidates (a 304 when nothing changed) and never reads a stale stock count.
        cache: 'no-cache',
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(request.timeoutMs ?? options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
      });
    } catch (error) {
      return { ok: false, error: unreachable(error), message: String(error) };
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch (error) {
      // The body can fail after the headers came: a stall past the time-out or a cut is not a malformed answer.
      if (!(error instanceof SyntaxError))
        return { ok: false, error: unreachable(error), message: String(error) };
      const kind = response.ok ? 'invalidResponse' : 'server';
      return {
        ok: false,
        error: kind,
        status: response.status,
        message: `${path}: the response is not JSON`,
      };
    }
    if (!response.ok) {
      const message = serverMessage(json) ?? `${path}: HTTP ${response.status}`;
      return { ok: false, error: 'server', status: response.status, message, body: json };
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
      return {
        ok: false,
        error: 'invalidResponse',
        message: `${path}: ${issue?.message ?? 'invalid'}${where}`,
      };
    }
    return { ok: true, value: parsed.data };
  }

  async function stream(
    path: string,
    request: StreamOptions,
  ): Promise<ApiResult<ReadableStream<Uint8Array>>> {
    const headers: Record<string, string> = {
      Accept: 'text/event-stream',
      'Accept-Language': options.language(),
      Authorization: `Bearer ${request.token}`,
    };
    if (request.lastEventId !== null) headers['Last-Event-ID'] = request.lastEventId;
    let response: Response;
    try {
      response = await doFetch(`${base}${path}`, { headers, cache: 'no-store', signal: request.signal });
    } catch (error) {
      return { ok: false, error: unreachable(error), message: String(error) };
    }
    if (!response.ok || response.body === null) {
      const json = await response.json().catch(() => null);
      const message = serverMessage(json) ?? `${path}: HTTP ${response.status}`;
      return { ok: false, error: 'server', status: response.status, message };
    }
    return { ok: true, value: response.body };
  }

  return {
    get: (path, schema, request) => send('GET', path, undefined, schema, request),
    post: (path, body, schema, request) => send('POST', path, body, schema, request),
    delete: (path, schema, request) => send('DELETE', path, undefined, schema, request),
    stream,
  };
}
