// One migrated and seeded in-memory database per test file (PGlite takes seconds to start), with the app
// over it and small typed GET and POST helpers. Every request comes from a client address, as over a real
// socket: 127.0.0.1 (this machine) unless a call names another.
import { type AppOptions, createApp } from '../../../server/app';
import type { DatabaseHandle } from '../../../server/db/database';
import { openSeededDatabase } from '../../../server/testing';

export type Reply<T> = { status: number; headers: Headers; body: T };

export type CallOptions = {
  language?: string;
  /** Sent as `Authorization: Bearer <token>`. */
  token?: string;
  idempotencyKey?: string;
  headers?: Record<string, string>;
  /** The peer address the server sees (server/http/client-address.ts); 127.0.0.1 unless given. */
  clientAddress?: string;
};

/** What @hono/node-server hands the app for a request from `address` (getConnInfo reads it). */
export function fromAddress(address: string) {
  return {
    incoming: {
      socket: {
        remoteAddress: address,
        remotePort: 40_000,
        remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4',
      },
    },
  };
}

export type SeededApp = {
  get<T>(path: string, options?: string | CallOptions): Promise<Reply<T>>;
  post<T>(path: string, body: unknown, options?: CallOptions): Promise<Reply<T>>;
  /** The raw response, for pages and redirects. */
  request(path: string, init?: RequestInit, clientAddress?: string): Promise<Response>;
  database: DatabaseHandle;
  close(): Promise<void>;
};

function headersOf(options: CallOptions): Record<string, string> {
  return {
    ...(options.language ? { 'Accept-Language': options.language } : {}),
    ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
    ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}),
    ...options.headers,
  };
}

/**
 * The typed GET and POST helpers over `send`, which delivers one request as from `clientAddress`: in process
 * (openSeededApp) or over HTTP to a running server, whose socket then says who asks.
 */
export function shopCalls(
  send: (path: string, init: RequestInit, clientAddress: string) => Promise<Response>,
): Pick<SeededApp, 'get' | 'post' | 'request'> {
  const reply = async <T>(response: Response): Promise<Reply<T>> => ({
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T,
  });
  return {
    async get<T>(path: string, options: string | CallOptions = {}) {
      const call = typeof options === 'string' ? { language: options } : options;
      return reply<T>(await send(path, { headers: headersOf(call) }, call.clientAddress ?? '127.0.0.1'));
    },
    async post<T>(path: string, body: unknown, options: CallOptions = {}) {
      const response = await send(
        path,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', ...headersOf(options) },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        },
        options.clientAddress ?? '127.0.0.1',
      );
      return reply<T>(response);
    },
    request: (path, init = {}, clientAddress = '127.0.0.1') => send(path, init, clientAddress),
  };
}

export async function openSeededApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<SeededApp> {
  const database = await openSeededDatabase();
  const app = createApp({ mode: 'production', ...options, db: database.db });
  return {
    ...shopCalls((path, init, clientAddress) =>
      Promise.resolve(app.request(path, init, fromAddress(clientAddress))),
    ),
    database,
    close: () => database.close(),
  };
}

export type Failure = { status: false; message: string };
export type Success<T> = { status: true; data: T };
