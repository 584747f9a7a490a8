// One handle over either embedded PGlite or a PostgreSQL server, so every query and the migration runner are
// written once against Drizzle's Postgres dialect.
import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { claimDataDir } from './data-dir-lock';

export type Database = PgDatabase<PgQueryResultHKT>;

export type DatabaseHandle = {
  db: Database;
  /** Runs a multi-statement SQL script atomically (Drizzle's execute sends one statement at a time). */
  runScript(script: string): Promise<void>;
  /**
   * Runs `work` while holding the database-wide lock `key`. Several server instances may share one PostgreSQL, so
   * what each does at start (migrations, the seed, the shared secrets) must not interleave: the lock is a session
   * advisory lock, held on a connection of its own until `work` settles. PGlite is one process's own database, so
   * there the calls simply take turns.
   */
  exclusively<T>(key: number, work: () => Promise<T>): Promise<T>;
  /**
   * Calls `heard` with the payload of every notification on `channel`, from any connection to this database,
   * until the returned stop is called. On PostgreSQL it listens on a connection of its own; should that connection
   * drop, it listens again on a new one and calls `heard` with null, since notifications may have been missed.
   */
  listen(channel: string, heard: (payload: string | null) => void): Promise<() => Promise<void>>;
  /** PostgreSQL only: the pool's connections now, for the metrics. */
  connections?: () => { inUse: number; idle: number; waiting: number };
  /** PGlite only: a gzip dump of the data folder, which `pgliteSnapshot` can restore. */
  snapshot?: () => Promise<Blob>;
  close(): Promise<void>;
};

/** A PostgreSQL pool's size and time-outs (DATABASE_POOL_SIZE and the two DATABASE_…_TIMEOUT_MS). */
export type PoolSettings = { size: number; connectTimeoutMs: number; statementTimeoutMs: number };

export type OpenDatabaseOptions = {
  /** A PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PostgreSQL only; node-postgres's defaults (10 connections, no time-outs) when unset. */
  pool?: PoolSettings;
  /** PGlite data folder, or 'memory' for a throw-away database. */
  dataDir?: string | 'memory';
  /** A PGlite data-folder dump to start from; restoring one is much faster than a fresh initdb (tests). */
  pgliteSnapshot?: Blob;
};

export const defaultPgliteDir = resolve(import.meta.dirname, '../../.data/pglite');

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.pool);
  return openPglite(options.dataDir ?? defaultPgliteDir, options.pgliteSnapshot);
}

async function openPglite(dataDir: string, snapshot: Blob | undefined): Promise<DatabaseHandle> {
  // PGlite creates the data folder itself but not its parents (.data/ is absent in a fresh checkout).
  if (dataDir !== 'memory') await mkdir(dataDir, { recursive: true });
  const release = dataDir === 'memory' ? () => {} : claimDataDir(dataDir);
  const client = new PGlite({
    ...(dataDir === 'memory' ? {} : { dataDir }),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
  });
  try {
    await client.waitReady;
  } catch (error) {
    release();
    throw new Error(
      `PGlite could not open the database folder ${dataDir} (${error instanceof Error ? error.message : error}). ` +
        'The folder is left untouched: restore it from a backup, or move it aside to start with an empty shop.',
    );
  }
  // One process's own database: its callers of `exclusively` simply take turns.
  let queue: Promise<unknown> = Promise.resolve();
  return {
    db: drizzlePglite(client),
    async runScript(script) {
      await client.transaction(async (tx) => {
        await tx.exec(script);
      });
    },
    exclusively: (_key, work) => {
      const turn = queue.then(work);
      queue = turn.catch(() => {});
      return turn;
    },
    listen: (channel, heard) => client.listen(channel, heard),
    snapshot: () => client.dumpDataDir('gzip'),
    async close() {
      try {
        await client.close();
      } finally {
        release();
      }
    },
  };
}

async function openPostgres(connectionString: string, settings?: PoolSettings): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString,
    ...(settings
      ? {
          max: settings.size,
          connectionTimeoutMillis: settings.connectTimeoutMs,
          statement_timeout: settings.statementTimeoutMs,
        }
      : {}),
  });
  // A connection the server ends (a restart, an administrator, a dropped test database) emits an error, also
  // while the pool is closing it; unhandled, that would take the whole process down. Each connection reports it
  // once; the pool, which repeats idle connections' errors, opens a new connection for the next query.
  pool.on('connect', (client) => {
    client.on('error', (error: Error & { code?: string }) => {
      console.warn(`database connection closed by the server (${error.code ?? error.name})`);
    });
  });
  pool.on('error', () => {});
  // Fail at start-up rather than on the first request when the server is unreachable.
  const probe = await pool.connect();
  probe.release();
  return {
    db: drizzleNodePostgres(pool),
    async runScript(script) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        // A migration may rewrite a big table: the statement time-out is for shoppers' requests.
        await client.query('SET LOCAL statement_timeout = 0');
        await client.query(script);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw error;
      } finally {
        client.release();
      }
    },
    listen: (channel, heard) => listenOnPostgres(pool, channel, heard),
    connections: () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
    }),
    async exclusively(key, work) {
      const client = await pool.connect();
      try {
        // Waiting for the lock lasts as long as another instance's preparation, beyond any statement time-out.
        await client.query('SET statement_timeout = 0');
        await client.query('SELECT pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('SELECT pg_advisory_unlock($1)', [key]);
          await client.query('RESET statement_timeout');
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** How long a lost listening connection waits before it connects again. */
const relistenAfterMs = 1_000;

async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  heard: (payload: string | null) => void,
): Promise<() => Promise<void>> {
  // The channel is a fixed name of the shop's, never a shopper's input; quoted as an identifier all the same.
  const listenSql = `LISTEN "${channel.replaceAll('"', '""')}"`;
  let stopped = false;
  let client: { connection: pg.PoolClient; release: (destroy: boolean) => void } | undefined;
  const connect = async (): Promise<void> => {
    const next = await pool.connect();
    // Released once only: a connection that fails as it is stopped (the database dropped, the server gone) would
    // otherwise be released by the stop and again by its error, which pg throws for.
    let released = false;
    const release = (destroy: boolean) => {
      if (released) return;
      released = true;
      next.release(destroy);
    };
    next.on('notification', (message) => {
      if (message.channel === channel) heard(message.payload ?? '');
    });
    next.once('error', () => {
      release(true);
      if (client?.connection === next) client = undefined;
      if (!stopped) setTimeout(relisten, relistenAfterMs).unref();
    });
    await next.query(listenSql);
    client = { connection: next, release };
  };
  const relisten = () => {
    if (stopped) return;
    connect().then(
      () => heard(null),
      () => setTimeout(relisten, relistenAfterMs).unref(),
    );
  };
  await connect();
  return async () => {
    stopped = true;
    const last = client;
    client = undefined;
    if (!last) return;
    let broken = false;
    try {
      await last.connection.query('UNLISTEN *');
    } catch (error) {
      broken = true;
      throw error;
    } finally {
      // A connection that failed to stop listening is not handed back to the pool.
      last.release(broken);
    }
  };
}
