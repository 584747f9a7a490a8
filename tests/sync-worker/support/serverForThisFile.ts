/**
 * One in-process reference server for the calling test file, and the databases a test opens (one per device)
 * closed after it (RxDB allows 13 open collections per JavaScript context). Registers its own setup and teardown.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from '../../../server/testing';
import type { ShopDatabase } from '../../../src/db';

export function serverForThisFile() {
  let server: TestServer | undefined;
  const open: ShopDatabase[] = [];

  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((database) => database.close()));
  });

  return {
    server(): TestServer {
      if (!server) throw new Error('the test server has not started');
      return server;
    },
    /** Closes `database` after the current test. */
    closeAfterTest(database: ShopDatabase): ShopDatabase {
      open.push(database);
      return database;
    },
  };
}
