import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

// Three projects: plain Node (domain, machines, db, sync, server), DOM components (happy-dom), and the
// end-to-end suite that drives Debian's Chromium against the server `npm start` runs.
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
    ],
  },
});
