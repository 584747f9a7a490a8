// One migrated and seeded in-memory database per test file (PGlite takes seconds to start), with the app
// over it and a small typed GET helper.
import { type AppOptions, createApp } from '../../../server/app';
import { openSeededDatabase } from '../../../server/testing';

export type Reply<T> = { status: number; headers: Headers; body: T };

export type SeededApp = {
  get<T>(path: string, language?: string): Promise<Reply<T>>;
  close(): Promise<void>;
};

export async function openSeededApp(options: Partial<Omit<AppOptions, 'db'>> = {}): Promise<SeededApp> {
  const database = await openSeededDatabase();
  const app = createApp({ mode: 'production', ...options, db: database.db });
  return {
    async get<T>(path: string, language?: string) {
      const response = await app.request(path, { headers: language ? { 'Accept-Language': language } : {} });
      return { status: response.status, headers: response.headers, body: (await response.json()) as T };
    },
    close: () => database.close(),
  };
}

export type Failure = { status: false; message: string };
export type Success<T> = { status: true; data: T };
