/**
 * The shop's server as its own process, started as `npm run serve` starts it (`server/main.ts`), with settings over
 * this process's environment. Browser tests and the several-instance tests run real processes, not the in-process
 * app, so that start-up, the build's files and shutdown are the ones a deployment gets.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

const repoRoot = join(import.meta.dirname, '../..');

export type ServerProcess = { child: ChildProcess; url: string };

/** Resolves once the server prints where it listens; rejects with its output if it exits first. */
export function startServerProcess(
  settings: NodeJS.ProcessEnv,
  { detached = false }: { detached?: boolean } = {},
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: repoRoot,
    // The system picks a free port, which the server prints: a random one could be a connection's own port.
    env: { ...process.env, PORT: '0', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    let url: string | undefined;
    const seen = (chunk: Buffer) => {
      output += chunk.toString();
      url ??= /Shop running at (http:\/\/[^\s/]+)/.exec(output)?.[1];
      if (url) resolve({ child, url });
      // Only the end is kept for an error message: the access log writes a line per request.
      if (output.length > 6000) output = output.slice(-3000);
    };
    child.stdout?.on('data', seen);
    child.stderr?.on('data', seen);
    child.once('exit', (code) =>
      reject(new Error(`the shop server exited with ${code}:\n${output.slice(-3000)}`)),
    );
  });
}

/** Stops the server with SIGTERM (its drain) and waits until it has exited. */
export async function stopServerProcess({ child }: ServerProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
