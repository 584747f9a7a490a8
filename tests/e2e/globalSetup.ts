/**
 * Starts the shop exactly as a newcomer does (`npm start`: build, then one process serving the app and the API),
 * on a free port with a fresh embedded database, and hands its URL to the browser tests.
 */
import { type ChildProcess, spawn } from 'node:child_process';
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
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  const child = spawn('npm', ['start'], {
    env: { ...process.env, PORT: port, PGLITE_DIR: join(dataDir, 'pglite') },
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
