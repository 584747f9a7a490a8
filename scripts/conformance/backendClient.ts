/**
 * The conformance check's HTTP: one request of a contract call to the backend under test, as the shop sends it
 * (JSON, Accept-Language, the bearer token, an Idempotency-Key), read whole.
 */
import type { ContractCall } from '../../server/contract/contractCalls';

export type CallRequest = {
  /** The path's parameters by name, e.g. `{ id: 12 }` for `/getProductById/{id}`. */
  params?: Record<string, string | number>;
  query?: Record<string, string>;
  body?: unknown;
  token?: string;
  idempotencyKey?: string;
};

export type CallAnswer =
  | { reached: true; status: number; contentType: string; json: unknown; text: string }
  | { reached: false; reason: string };

const timeoutMs = 15_000;

/** The call's address under `base`, its parameters put in (encoded) and its query appended. */
export function callUrl(base: string, call: ContractCall, request: CallRequest): string {
  const path = call.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(request.params?.[name] ?? '')),
  );
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return `${base.replace(/\/$/, '')}${path}${query}`;
}

export async function send(
  base: string,
  call: ContractCall,
  request: CallRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<CallAnswer> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': 'en' };
  if (request.body !== undefined) headers['Content-Type'] = 'application/json';
  if (request.token) headers.Authorization = `Bearer ${request.token}`;
  if (request.idempotencyKey) headers['Idempotency-Key'] = request.idempotencyKey;
  const stream = call.answerType === 'text/event-stream';
  if (stream) headers.Accept = call.answerType ?? '';
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetchImpl(callUrl(base, call, request), {
      method: call.method.toUpperCase(),
      headers,
      ...(request.body !== undefined ? { body: JSON.stringify(request.body) } : {}),
      signal: abort.signal,
    });
    const contentType = response.headers.get('content-type') ?? '';
    // A stream that was opened is answer enough: its first bytes may not come until its first event or ping.
    if (stream && response.ok) {
      abort.abort();
      return { reached: true, status: response.status, contentType, json: undefined, text: '' };
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { reached: true, status: response.status, contentType, json, text };
  } catch (error) {
    return { reached: false, reason: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
