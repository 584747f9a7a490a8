// Helpers for test suites that need a real shop backend: an in-memory PGlite, migrated and seeded, behind a
// real HTTP server on a free port (the sync-worker tests), or just the database for `app.request`.
//
// A fresh PGlite spends seconds in initdb, and every test file needs its own database. So the first file
// to ask builds one, and a gzip dump of it is kept under node_modules/.cache keyed by a hash of the
// migrations, the seed rows and the PGlite version; later files restore that dump in under a second. Any
// change to the schema or the seed changes the key, so a stale database is never restored.
//
// In the `server-pg` Vitest project (SHOP_TEST_DATABASE=postgres) every database is instead a throw-away one
// on the PostgreSQL server of TEST_DATABASE_URL: the project's global setup migrates and seeds a template
// database once per run (`preparePostgresTemplate`), each call copies it with CREATE DATABASE … TEMPLATE,
// and closing the handle drops the copy.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import pg from 'pg';
import { createApp } from './app';
import type { AppMode } from './app-mode';
import { hearCatalogueChanges } from './catalogue/catalogue-changes-heard';
import { hearCustomerChanges } from './customer-log/customer-changes-heard';
import { openStreams } from './customer-log/open-streams';
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
  /** The server's database, for a test that changes the catalogue behind the client's back. */
  database: DatabaseHandle;
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

/** Which database the server tests run on: embedded PGlite, or PostgreSQL in the `server-pg` project. */
export const testDatabaseKind: 'pglite' | 'postgres' =
  process.env.SHOP_TEST_DATABASE === 'postgres' ? 'postgres' : 'pglite';

/** What the `server-pg` project's global setup hands to its test files (Vitest `provide` / `inject`). */
export type PostgresTestRun = {
  /** A connection string whose user may create and drop databases (TEST_DATABASE_URL). */
  adminUrl: string;
  /** Names every database of this run: shop_test_<runTag>_…, and the template shop_template_<runTag>. */
  runTag: string;
  /** The migrated and seeded database each test database is copied from. */
  template: string;
};

declare module 'vitest' {
  export interface ProvidedContext {
    shopPostgresRun: PostgresTestRun;
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs statements one by one on a short-lived connection to the admin database. */
async function asAdmin(adminUrl: string, ...statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const statement of statements) results.push(await client.query(statement));
    return results;
  } finally {
    await client.end();
  }
}

export type ScratchPostgresDatabase = {
  name: string;
  url: string;
  /** Drops the database, closing any connection still open to it. */
  drop(): Promise<void>;
};

/**
 * A new database on the PostgreSQL server of `adminUrl`: empty, or a copy of `template`. Its name is random, so
 * test files running in parallel never share one.
 */
export async function createScratchPostgresDatabase(
  adminUrl: string,
  options: { runTag?: string; template?: string } = {},
): Promise<ScratchPostgresDatabase> {
  const name = `shop_test_${options.runTag ?? 'adhoc'}_${randomBytes(6).toString('hex')}`;
  // Names are made of [a-z0-9_] only (here and in preparePostgresTemplate), so they need no quoting.
  await asAdmin(
    adminUrl,
    `CREATE DATABASE ${name}${options.template ? ` TEMPLATE ${options.template}` : ''}`,
  );
  return {
    name,
    url: databaseUrl(adminUrl, name),
    async drop() {
      await asAdmin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/**
 * The `server-pg` project's global setup: builds this run's template database (migrated and seeded) once, and
 * returns a clean-up that drops it together with any test database of this run a crashed file left behind.
 */
export async function preparePostgresTemplate(
  adminUrl: string,
): Promise<{ run: PostgresTestRun; dispose(): Promise<void> }> {
  const runTag = randomBytes(4).toString('hex');
  const template = `shop_template_${runTag}`;
  await asAdmin(adminUrl, `CREATE DATABASE ${template}`);
  const dispose = async () => {
    const [leftovers] = await asAdmin(
      adminUrl,
      `SELECT datname FROM pg_database WHERE starts_with(datname, 'shop_test_${runTag}_')`,
    );
    const names = (leftovers?.rows ?? []).map((row: { datname: string }) => row.datname);
    await asAdmin(
      adminUrl,
      ...[...names, template].map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
  };
  try {
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, template) });
    try {
      await runMigrations(database);
      await seedIfEmpty(database.db);
    } finally {
      // CREATE DATABASE … TEMPLATE refuses a template that anyone is connected to.
      await database.close();
    }
  } catch (error) {
    await dispose();
    throw error;
  }
  return { run: { adminUrl, runTag, template }, dispose };
}

async function postgresTestRun(): Promise<PostgresTestRun> {
  const { inject } = await import('vitest');
  const run = inject('shopPostgresRun');
  if (!run)
    throw new Error(
      'SHOP_TEST_DATABASE=postgres needs the server-pg project, whose global setup makes the template',
    );
  return run;
}

/** Opens `scratch` and drops it when the handle is closed. */
async function openScratch(scratch: ScratchPostgresDatabase): Promise<DatabaseHandle> {
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: scratch.url });
  } catch (error) {
    await scratch.drop();
    throw error;
  }
  return {
    ...database,
    async close() {
      try {
        await database.close();
      } finally {
        await scratch.drop();
      }
    },
  };
}

/** `server-pg` project only: a throw-away PostgreSQL database of this run with no tables at all. */
export async function createEmptyPostgresDatabase(): Promise<ScratchPostgresDatabase> {
  const { adminUrl, runTag } = await postgresTestRun();
  return createScratchPostgresDatabase(adminUrl, { runTag });
}

/** A database with no tables at all: in-memory PGlite, or a throw-away PostgreSQL database. */
export async function openEmptyDatabase(): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'pglite') return openDatabase({ dataDir: 'memory' });
  return openScratch(await createEmptyPostgresDatabase());
}

/**
 * A migrated and seeded database: in-memory PGlite (or PGlite in `pgliteDir`, an empty folder), or a throw-away
 * PostgreSQL database.
 */
export async function openSeededDatabase(options: { pgliteDir?: string } = {}): Promise<DatabaseHandle> {
  if (testDatabaseKind === 'postgres') {
    const { adminUrl, runTag, template } = await postgresTestRun();
    return openScratch(await createScratchPostgresDatabase(adminUrl, { runTag, template }));
  }
  const file = join(cacheDir, `seeded-${await snapshotKey()}.tar.gz`);
  const snapshot = await readSnapshot(file);
  const database = await openDatabase({
    dataDir: options.pgliteDir ?? 'memory',
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
  // The shop's origin is the address it listens on, as under `npm start` (PUBLIC_ORIGIN unset).
  let publicOrigin = 'http://127.0.0.1';
  const catalogueChanges = await hearCatalogueChanges(database);
  // Streams of customers' logs are woken by the database's announcements, as under `npm start`.
  const customerStreams = openStreams();
  const stopHearingCustomers = await hearCustomerChanges(database, customerStreams);
  const app = createApp({
    db: database.db,
    mode: options.mode ?? 'development',
    ...(options.now ? { now: options.now } : {}),
    publicOrigin: () => publicOrigin,
    catalogueChanges,
    customerStreams,
  });
  const autoAdvance = options.orderAutoAdvanceMs
    ? startOrderAutoAdvance(database.db, options.orderAutoAdvanceMs, options.now ? { now: options.now } : {})
    : undefined;
  try {
    const server = await listen(app, { port: 0, hostname: '127.0.0.1' });
    const url = `http://127.0.0.1:${server.port}`;
    publicOrigin = url;
    return {
      url,
      apiBase: `${url}/api`,
      database,
      async close() {
        customerStreams.closeAll();
        // A client may still hold a stream's connection (a test's device that was never closed, a body it never
        // read): the server does not wait on it.
        await server.close(1_000);
        await autoAdvance?.stop();
        await catalogueChanges.stop();
        await stopHearingCustomers();
        await database.close();
      },
    };
  } catch (error) {
    await autoAdvance?.stop();
    await catalogueChanges.stop();
    await stopHearingCustomers();
    await database.close();
    throw error;
  }
}
