// The same migrations, seed and routes on a PostgreSQL server as on PGlite, answer for answer (DESIGN.md:
// "PostgreSQL too where CI has it"). Runs only when TEST_DATABASE_URL names a server whose user may create
// databases; it works in a throw-away database and drops it afterwards. The whole server suite also runs on
// PostgreSQL in the server-pg project (vitest.config.ts); this file stays in the node project, where
// openSeededDatabase is PGlite, to compare the two side by side.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { type DatabaseHandle, openDatabase } from '../../server/db/database';
import { listMigrations, runMigrations } from '../../server/db/migrate';
import { seedIfEmpty } from '../../server/seed/apply-seed';
import {
  createScratchPostgresDatabase,
  openSeededDatabase,
  type ScratchPostgresDatabase,
} from '../../server/testing';

const adminUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!adminUrl)('on a PostgreSQL server', () => {
  let scratch: ScratchPostgresDatabase;
  let server: DatabaseHandle;
  beforeAll(async () => {
    scratch = await createScratchPostgresDatabase(adminUrl ?? '');
    server = await openDatabase({ databaseUrl: scratch.url });
  });
  afterAll(async () => {
    await server?.close();
    await scratch?.drop();
  });

  it('applies the migrations once and seeds the same catalogue as PGlite', async () => {
    expect(await runMigrations(server)).toEqual(await listMigrations());
    expect(await runMigrations(server)).toEqual([]);
    expect(await seedIfEmpty(server.db)).toBe(true);

    const embedded = await openSeededDatabase();
    try {
      const path = '/api/getProductById/1';
      const fromServer = await createApp({ db: server.db, mode: 'production' }).request(path);
      const fromPglite = await createApp({ db: embedded.db, mode: 'production' }).request(path);
      expect(await fromServer.json()).toEqual(await fromPglite.json());
      const search = '/api/getProductName?name=%D8%A7%D8%B3%D8%A8%D8%B1%D9%8A%D8%B3%D9%88';
      const serverSearch = await createApp({ db: server.db, mode: 'production' }).request(search);
      const pgliteSearch = await createApp({ db: embedded.db, mode: 'production' }).request(search);
      expect(await serverSearch.json()).toEqual(await pgliteSearch.json());
    } finally {
      await embedded.close();
    }
  });

  it('keeps serving after the server ends its connections (a restart, or a dropped database)', async () => {
    const app = createApp({ db: server.db, mode: 'production' });
    expect((await app.request('/api/getProductById/1')).status).toBe(200);
    await endConnections();
    // Unhandled, the idle connection's error would end the test process; the pool reconnects instead.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await app.request('/api/getProductById/1')).status).toBe(200);
  });

  it('stops listening cleanly, even when the server then ends the connection it listened on', async () => {
    const heard: (string | null)[] = [];
    const stop = await server.listen('shop_test_channel', (payload) => heard.push(payload));
    await server.runScript(`NOTIFY shop_test_channel, 'one'`);
    await expect.poll(() => heard).toEqual(['one']);
    await stop();
    // The connection went back to the pool; ended now, it must not be released a second time (pg throws for it,
    // uncaught: a test run or a server process would end on it).
    await endConnections();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await server.runScript(`NOTIFY shop_test_channel, 'two'`);
    expect(heard).toEqual(['one']);
  });

  async function endConnections() {
    const admin = await openDatabase({ databaseUrl: adminUrl ?? '' });
    try {
      await admin.runScript(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${scratch.name}'`,
      );
    } finally {
      await admin.close();
    }
  }
});
