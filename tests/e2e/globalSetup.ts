/**
 * Builds the shop as `npm start` does and starts it on a free port for the browser tests. Without
 * TEST_DATABASE_URL: one process with a fresh embedded database, as `npm start` runs it. With it (CI): the
 * deployment of docs/DEPLOY.md in small, two instances on one fresh PostgreSQL database behind a round-robin
 * proxy, so every browser journey crosses instances between its requests. The build goes to a folder of its own,
 * so a second test run on the same machine cannot rebuild dist/ under this one's service worker.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { createScratchPostgresDatabase } from '../../server/testing';
import { startRoundRobinProxy } from '../support/roundRobinProxy';
import { startServerProcess, stopServerProcess } from '../support/serverProcess';

export type ShopBuild = { distDir: string; ssrDir: string };

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
    shopBuild: ShopBuild;
  }
}

type RunningShop = { url: string; stop(): Promise<void> };

async function oneInstanceOnPglite(settings: NodeJS.ProcessEnv, dataDir: string): Promise<RunningShop> {
  const server = await startServerProcess({ ...settings, PGLITE_DIR: join(dataDir, 'pglite') });
  return { url: server.url, stop: () => stopServerProcess(server) };
}

async function twoInstancesOnPostgres(settings: NodeJS.ProcessEnv, adminUrl: string): Promise<RunningShop> {
  const database = await createScratchPostgresDatabase(adminUrl, { runTag: 'e2e' });
  const proxy = await startRoundRobinProxy();
  // Payment pages send shoppers back to the address they shop at: the proxy's.
  const shared = { ...settings, DATABASE_URL: database.url, PUBLIC_ORIGIN: proxy.url };
  const instances = await Promise.all([startServerProcess(shared), startServerProcess(shared)]);
  proxy.upstreams.push(...instances.map((instance) => instance.url));
  return {
    url: proxy.url,
    async stop() {
      await Promise.all(instances.map(stopServerProcess));
      await proxy.close();
      await database.drop();
    },
  };
}

export default async function setup(project: TestProject) {
  const workDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const build: ShopBuild = { distDir: join(workDir, 'dist'), ssrDir: join(workDir, 'dist-ssr') };
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle; test what shoppers get. The two
  // builds of `npm run build`: the client, then the server render.
  for (const [outDir, ssr] of [
    [build.distDir, []],
    [build.ssrDir, ['--ssr']],
  ] as const) {
    execFileSync(
      'npx',
      ['vite', 'build', ...ssr, '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
      {
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  }
  const settings = {
    // Nothing to drain for: the run is over.
    SHUTDOWN_GRACE_MS: '0',
    SHOP_DIST_DIR: build.distDir,
    SHOP_SSR_DIR: build.ssrDir,
  };
  const adminUrl = process.env.TEST_DATABASE_URL;
  const shop = adminUrl
    ? await twoInstancesOnPostgres(settings, adminUrl)
    : await oneInstanceOnPglite(settings, workDir);
  project.provide('shopUrl', shop.url);
  project.provide('shopBuild', build);
  return async () => {
    await shop.stop();
    rmSync(workDir, { recursive: true, force: true });
  };
}
