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
  | { ok: false; error: SyncError; status?: number; message: string };

export interface ApiClientOptions {
  baseUrl: string;
  language: () => Language;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export interface ApiClient {
  get<T>(path: string, schema: ZodType<T>): Promise<ApiResult<T>>;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string')
    return body.message;
  return null;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base = options.baseUrl.replace(/\/$/, '');

  return {
    async get<T>(path: string, schema: ZodType<T>): Promise<ApiResult<T>> {
      let response: Response;
      try {
        response = await doFetch(`${base}${path}`, {
          headers: { Accept: 'application/json', 'Accept-Language': options.language() },
          signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
        });
      } catch (error) {
        const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
        return { ok: false, error: timedOut ? 'timeout' : 'offline', message: String(error) };
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        const error = response.ok ? 'invalidResponse' : 'server';
        return { ok: false, error, status: response.status, message: `${path}: the response is not JSON` };
      }
      if (!response.ok) {
        const message = serverMessage(body) ?? `${path}: HTTP ${response.status}`;
        return { ok: false, error: 'server', status: response.status, message };
      }
      const parsed = schema.safeParse(body);
      if (!parsed.success) {
        return {
          ok: false,
          error: 'invalidResponse',
          message: `${path}: ${parsed.error.issues[0]?.message ?? 'invalid'}`,
        };
      }
      return { ok: true, value: parsed.data };
    },
  };
}
