import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Serves the already built app and the API in one process, as `npm start` does after its build step. */
export async function startShop(): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  const child: ChildProcess = spawn('node', ['--import', 'tsx', 'server/main.ts'], {
    // The system picks a free port, which the server prints: a random one could be a connection's own port.
    env: { ...process.env, PORT: '0', SHUTDOWN_GRACE_MS: '0', PGLITE_DIR: join(dataDir, 'pglite') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Shop running at (http:\/\/[^\s/]+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => reject(new Error(`the server exited with ${code}: ${output.slice(-2000)}`)));
  });
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
