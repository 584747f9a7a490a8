/**
 * The bench's browser measures give the page's renderer the CPU before the browser's other processes
 * (bench/pageFirst.ts). Checked on a real process tree shaped as Chromium's: a browser process with a GPU process, a
 * zygote, and a renderer the zygote forked.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority } from 'node:os';
import { afterEach, describe, expect, it } from 'vitest';
import { ownBrowserPid, pageFirst } from '../../bench/pageFirst';

// Each process runs code from its environment (a command line holding the code would hold the flags it passes on),
// prints the pid of each child it starts, then idles; `x` ends node's own options, so the Chromium flags after it
// are the process's arguments, on its command line as Chromium's are.
const run = ['-e', 'eval(process.env[process.argv[2]])'];
const IDLE = 'setInterval(() => {}, 1000);';
const START = `const start = (code, flag, stdio = 'ignore') => require('node:child_process').spawn(process.execPath,
  ${JSON.stringify(run)}.concat(['x', code, flag]), { stdio });`;
const scripts = {
  IDLE,
  ZYGOTE: `${START} console.log(start('IDLE', '--type=renderer').pid); ${IDLE}`,
  BROWSER: `${START}
    const gpu = start('IDLE', '--type=gpu-process').pid;
    const zygote = start('ZYGOTE', '--type=zygote', ['ignore', 'pipe', 'ignore']);
    zygote.stdout.once('data', (renderer) =>
      console.log(JSON.stringify({ gpu, zygote: zygote.pid, renderer: Number(renderer) })));
    ${IDLE}`,
};

let browser: ChildProcess | undefined;

afterEach(() => {
  // The whole tree: its own group, started detached below.
  if (browser?.pid) process.kill(-browser.pid, 'SIGKILL');
  browser = undefined;
});

async function startTree(): Promise<{ browser: number; gpu: number; zygote: number; renderer: number }> {
  browser = spawn(process.execPath, [...run, 'x', 'BROWSER', '--chromium-stand-in'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
    env: { ...process.env, ...scripts },
  });
  const line = await new Promise<string>((resolve) =>
    browser?.stdout?.once('data', (data) => resolve(String(data))),
  );
  const pid = browser.pid;
  if (pid === undefined) throw new Error('the stand-in browser did not start');
  return { browser: pid, ...JSON.parse(line) };
}

const threadsOf = (pid: number) =>
  readFileSync(`/proc/${pid}/status`, 'utf8').match(/^Threads:\s+(\d+)/m)?.[1] ?? '0';

describe.runIf(process.platform === 'linux')("the bench's page-first priorities", () => {
  it("lowers the browser's other processes ten steps, every thread of them, and leaves the renderer and its zygote", async () => {
    // The tree starts at this process's priority, which a CI job run under `nice` has raised.
    const started = getPriority();
    const lowered = Math.min(19, started + 10);
    const tree = await startTree();
    const first = pageFirst(tree.browser);
    first.stop();
    expect(getPriority(tree.browser)).toBe(lowered);
    expect(getPriority(tree.gpu)).toBe(lowered);
    expect(getPriority(tree.zygote)).toBe(started);
    expect(getPriority(tree.renderer)).toBe(started);
    // Node runs several threads; the browser's all went down, not only its first.
    expect(Number(threadsOf(tree.browser))).toBeGreaterThan(1);
    for (const thread of readdirSync(`/proc/${tree.browser}/task`))
      expect(getPriority(Number(thread))).toBe(lowered);
  });

  it('finds the browser this process started among its children', async () => {
    const tree = await startTree();
    expect(ownBrowserPid()).toBe(tree.browser);
  });
});
