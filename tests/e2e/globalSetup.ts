/**
 * Starts the shop as `npm start` does (build, then one process serving the app and the API) on a free port with a
 * fresh embedded database, and hands its URL to the browser tests. The build goes to a folder of its own, so
 * a second test run on the same machine cannot rebuild dist/ under this one's service worker.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    shopUrl: string;
  }
}

function waitForUrl(child: ChildProcess, log: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      const match = /Shop running at (http:\/\/[^\s/]+)/.exec(log.join(''));
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) =>
      reject(new Error(`npm start exited with ${code}:\n${log.join('').slice(-3000)}`)),
    );
  });
}

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'));
  const distDir = join(dataDir, 'dist');
  const ssrDir = join(dataDir, 'dist-ssr');
  // Vitest sets NODE_ENV=test, which would make Vite build a development bundle; test what shoppers get. The two
  // builds of `npm run build`: the client, then the server render.
  for (const [outDir, ssr] of [
    [distDir, []],
    [ssrDir, ['--ssr']],
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
  const child = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      // The system picks a free port, which the server prints: a random one could be a connection's own port.
      PORT: '0',
      // Nothing to drain for: the run is over.
      SHUTDOWN_GRACE_MS: '0',
      PGLITE_DIR: join(dataDir, 'pglite'),
      SHOP_DIST_DIR: distDir,
      SHOP_SSR_DIR: ssrDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const log: string[] = [];
  const url = await waitForUrl(child, log);
  project.provide('shopUrl', url);
  return async () => {
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
