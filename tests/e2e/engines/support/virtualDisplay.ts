/**
 * An X display of its own for a test file's browsers (Debian's Xvfb): WebKitGTK has no headless mode, and Firefox
 * draws its map with WebGL only in a window. Xvfb picks a free display itself (`-displayfd`), so files running side
 * by side never meet on one.
 */
import { type ChildProcess, spawn } from 'node:child_process';

export type VirtualDisplay = { display: string; stop(): Promise<void> };

export function startVirtualDisplay(): Promise<VirtualDisplay> {
  // Fd 3 is where Xvfb writes the number of the display it took.
  const xvfb: ChildProcess = spawn(
    'Xvfb',
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  xvfb.stderr?.on('data', (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-2000);
  });
  const stop = async () => {
    if (xvfb.exitCode !== null || xvfb.signalCode !== null) return;
    const exited = new Promise((resolve) => xvfb.once('exit', resolve));
    xvfb.kill('SIGTERM');
    await exited;
  };
  return new Promise((resolve, reject) => {
    let number = '';
    xvfb.stdio[3]?.on('data', (chunk: Buffer) => {
      number += chunk.toString();
      if (number.endsWith('\n')) resolve({ display: `:${number.trim()}`, stop });
    });
    xvfb.once('error', reject);
    xvfb.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${output}`)));
  });
}
