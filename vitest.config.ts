import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// With TEST_DATABASE_URL (a PostgreSQL server whose user may create databases; `.ci/run` starts one), the
// server suite runs a second time on it: every file gets throw-away databases copied from a template that the
// global setup migrates and seeds once (server/testing.ts). Without it the project is simply absent.
const serverOnPostgres: TestProjectInlineConfiguration[] = process.env.TEST_DATABASE_URL
  ? [
      {
        extends: true,
        test: {
          name: 'server-pg',
          include: ['tests/server/**/*.test.ts'],
          exclude: [
            // Compares PostgreSQL with PGlite side by side, so it runs in the node project only.
            'tests/server/postgres.test.ts',
            // PGlite's own data folder.
            'tests/server/db/data-dir-lock.test.ts',
            // How connections are kept and closed, which no database changes.
            'tests/server/security/keep-alive.test.ts',
          ],
          environment: 'node',
          // As the node project: each file's databases are its own copies, dropped when it closes them.
          isolate: false,
          env: { SHOP_TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/server/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

// Tests of pure code hold no state between files, so they share one module graph (no per-file isolation):
// importing the domain and xstate once instead of once a file is most of their time. The node and dom projects
// share theirs too; each says why that is safe.
const pure = ['tests/domain/**', 'tests/machines/**', 'tests/locales/**', 'tests/architecture/**'];

// Four projects: pure code (domain, machines, locales, layer rules), Node with effects (db, sync, server,
// faults), DOM components (happy-dom), and the end-to-end suite that drives Debian's Chromium against the shop
// its global setup starts (as `npm start` does, or with TEST_DATABASE_URL as two instances behind a proxy); and
// `server-pg` above. All of them share one pool of three
// workers, so browser files run beside each other and beside the rest: CI's machines have two cores, where
// Vitest's default (cores − 1) ran every file one after another, and a browser file spends much of its time
// waiting on Chromium and the server, which a third worker fills. (A project with `fileParallelism: false` would
// be queued after all the others.) Browser tests therefore never share a customer or a cart between files.
export default defineConfig({
  plugins: [react()],
  test: {
    maxWorkers: 3,
    // An answer polled for (a page's to a click, a database's write, a server's notice) comes through other
    // processes on a shared two-core machine: Vitest's default second for expect.poll is a speed budget, which a
    // test must not set. A poll that needs longer (a first load) still says so.
    expect: { poll: { timeout: 10_000 } },
    projects: [
      {
        extends: true,
        test: {
          name: 'pure',
          include: pure.map((folder) => `${folder}/*.test.ts`),
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/app/**', ...pure],
          environment: 'node',
          // Each file opens its own databases and servers and closes them, and stubbed globals are unstubbed, so
          // the files share one module graph: a fresh one per file (the server, drizzle, PGlite, RxDB) was 60%
          // of this project's time. Shuffled runs (--sequence.shuffle.files) pass.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['tests/app/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/app/setup.ts'],
          // One module graph and page for the files of a worker (React, i18next and the app imported once instead of
          // once a file: 105 s -> 20 s alone); the setup file leaves the page as each file found it. Shuffled runs
          // (--sequence.shuffle.files) pass.
          isolate: false,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          // The files share Playwright and the helpers' modules; each starts its own Chromium and contexts.
          isolate: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          globalSetup: ['tests/e2e/globalSetup.ts'],
          setupFiles: ['tests/e2e/support/retryingFetch.ts'],
        },
      },
      ...serverOnPostgres,
    ],
  },
});
