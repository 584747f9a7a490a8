// Helpers for test suites that need a real shop backend: an in-memory PGlite, migrated and seeded, behind a
// real HTTP server on a free port (the sync-worker tests), or just the database for `app.request`.
//
// A fresh PGlite spends seconds in initdb, and every test file needs its own database. So the first file
// to ask builds one, and a gzip dump of it is kept under node_modules/.cache keyed by a hash of the
// migrations, the seed rows and the PGlite version; later files restore that dump in under a second. Any
// change to the schema or the seed changes the key, so a stale database is never restored.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type AppMode, createApp } from './app';
import { type DatabaseHandle, openDatabase } from './db/database';
import { listMigrations, migrationsDir, runMigrations } from './db/migrate';
import { listen } from './listen';
import { startOrderAutoAdvance } from './orders/auto-advance';
import { seedIfEmpty } from './seed/apply-seed';
import { buildSeed } from './seed/build-seed';

export type TestServerOptions = {
  dataDir?: 'memory';
  mode?: AppMode;
  now?: () => Date;
  /** Starts the order auto-advance (ORDER_AUTO_ADVANCE_MS of main.ts) with this step. */
  orderAutoAdvanceMs?: number;
};

export type TestServer = {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string;
  /** url + '/api' */
  apiBase: string;
  close(): Promise<void>;
};

const repoRoot = resolve(import.meta.dirname, '..');
const cacheDir = join(repoRoot, 'node_modules/.cache/gulf-shop-server');

async function snapshotKey(): Promise<string> {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    await readFile(join(repoRoot, 'node_modules/@electric-sql/pglite/package.json'), 'utf8'),
  ) as { version: string };
  hash.update(pglite.version);
  for (const file of await listMigrations())
    hash.update(file).update(await readFile(join(migrationsDir, file)));
  hash.update(JSON.stringify(buildSeed()));
  return hash.digest('hex').slice(0, 16);
}

async function readSnapshot(file: string): Promise<Blob | undefined> {
  try {
    return new Blob([await readFile(file)]);
  } catch {
    return undefined;
  }
}

async function saveSnapshot(database: DatabaseHandle, file: string): Promise<void> {
  if (!database.snapshot) return;
  try {
    const dump = await database.snapshot();
    await mkdir(cacheDir, { recursive: true });
    // Written aside and renamed, so a file running in parallel never reads half a dump.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
  } catch {
    // The cache only saves time; without it every file builds its own database.
  }
}

/** A migrated and seeded in-memory database. */
export async function openSeededDatabase(): Promise<DatabaseHandle> {
  const file = join(cacheDir, `seeded-${await snapshotKey()}.tar.gz`);
  const snapshot = await readSnapshot(file);
  const database = await openDatabase({
    dataDir: 'memory',
    ...(snapshot ? { pgliteSnapshot: snapshot } : {}),
  });
  try {
    await runMigrations(database);
    if (await seedIfEmpty(database.db)) await saveSnapshot(database, file);
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const database = await openSeededDatabase();
  const app = createApp({
    db: database.db,
    mode: options.mode ?? 'development',
    ...(options.now ? { now: options.now } : {}),
  });
  const autoAdvance = options.orderAutoAdvanceMs
    ? startOrderAutoAdvance(database.db, options.orderAutoAdvanceMs, options.now ? { now: options.now } : {})
    : undefined;
  try {
    const server = await listen(app, { port: 0, hostname: '127.0.0.1' });
    const url = `http://127.0.0.1:${server.port}`;
    return {
      url,
      apiBase: `${url}/api`,
      async close() {
        await server.close();
        await autoAdvance?.stop();
        await database.close();
      },
    };
  } catch (error) {
    await autoAdvance?.stop();
    await database.close();
    throw error;
  }
}
