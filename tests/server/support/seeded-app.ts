// One migrated and seeded in-memory database per test file (PGlite takes seconds to start), with the app
// over it and small typed GET and POST helpers.
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
};

export type SeededApp = {
  get<T>(path: string, options?: string | CallOptions): Promise<Reply<T>>;
  post<T>(path: string, body: unknown, options?: CallOptions): Promise<Reply<T>>;
  /** The raw response, for pages and redirects. */
  request(path: string, init?: RequestInit): Promise<Response>;
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

export async function openSeededApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<SeededApp> {
  const database = await openSeededDatabase();
  const app = createApp({ mode: 'production', ...options, db: database.db });
  const reply = async <T>(response: Response): Promise<Reply<T>> => ({
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as T,
  });
  return {
    async get<T>(path: string, options: string | CallOptions = {}) {
      const call = typeof options === 'string' ? { language: options } : options;
      return reply<T>(await app.request(path, { headers: headersOf(call) }));
    },
    async post<T>(path: string, body: unknown, options: CallOptions = {}) {
      const response = await app.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headersOf(options) },
        body: typeof body === 'string' ? body : JSON.stringify(body),
      });
      return reply<T>(response);
    },
    request: (path, init) => Promise.resolve(app.request(path, init)),
    database,
    close: () => database.close(),
  };
}

export type Failure = { status: false; message: string };
export type Success<T> = { status: true; data: T };
