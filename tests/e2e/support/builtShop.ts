import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, stopServerProcess } from '../../support/serverProcess';
import type { ShopBuild } from '../globalSetup';

export interface BuiltShop {
  url: string;
  /** Ends the server and removes its database. */
  stop(): Promise<void>;
}

/**
 * The run's build served by a server of its own, on a fresh embedded database, with `settings` (a backend to
 * render from, a street map) over what every browser test's shop has: for a file that needs the shop configured
 * otherwise than the shared one.
 */
export async function startBuiltShop(build: ShopBuild, settings: NodeJS.ProcessEnv): Promise<BuiltShop> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-own-'));
  const removeData = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServerProcess({
      SHUTDOWN_GRACE_MS: '0',
      SHOP_DIST_DIR: build.distDir,
      SHOP_SSR_DIR: build.ssrDir,
      PGLITE_DIR: join(dataDir, 'pglite'),
      LOG_LEVEL: 'warn',
      ...settings,
    });
    return {
      url: server.url,
      async stop() {
        await stopServerProcess(server);
        removeData();
      },
    };
  } catch (error) {
    removeData();
    throw error;
  }
}
