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
          ],
          environment: 'node',
          env: { SHOP_TEST_DATABASE: 'postgres' },
          globalSetup: ['tests/server/support/postgres-global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ]
  : [];

// Three projects: plain Node (domain, machines, db, sync, server), DOM components (happy-dom), and the
// end-to-end suite that drives Debian's Chromium against the server `npm start` runs; and `server-pg` above.
export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['tests/**/*.test.ts'],
          exclude: ['tests/e2e/**', 'tests/app/**'],
          environment: 'node',
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
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 240_000,
          globalSetup: ['tests/e2e/globalSetup.ts'],
        },
      },
      ...serverOnPostgres,
    ],
  },
});
