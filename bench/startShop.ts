import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, stopServerProcess } from '../tests/support/serverProcess';

/**
 * Serves the already built app and the API in one process, as `npm start` does after its build step: on PGlite in
 * a folder of its own, or on what `settings` name (DATABASE_URL).
 */
export async function startShop(
  settings: NodeJS.ProcessEnv = {},
): Promise<{ url: string; pid: number | undefined; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const server = await startServerProcess({
    SHUTDOWN_GRACE_MS: '0',
    PGLITE_DIR: join(dataDir, 'pglite'),
    ...settings,
  });
  return {
    url: server.url,
    pid: server.child.pid,
    stop: async () => {
      await stopServerProcess(server);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
