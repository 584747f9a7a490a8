/**
 * The bench's browser measures give the page's renderer the CPU before the browser's other processes, and its main
 * thread a core of its own (bench/pageFirst.ts). Checked on a real process tree shaped as Chromium's: a browser
 * process with a GPU process, a zygote, and a renderer the zygote forked.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
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
    zygote.stdout.once('data', (renderer) => {
      // As Chromium raises its main thread's priority where it may (root may): the lowered one is still ten steps
      // below the bench's, not below this.
      try { require('node:os').setPriority(-8); } catch {}
      console.log(JSON.stringify({ gpu, zygote: zygote.pid, renderer: Number(renderer) }));
    });
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

const status = (thread: number, field: string) =>
  readFileSync(`/proc/${thread}/status`, 'utf8').match(new RegExp(`^${field}:\\s+(\\S+)`, 'm'))?.[1];
const threadsOf = (pid: number) => status(pid, 'Threads') ?? '0';
const threads = (pid: number) => readdirSync(`/proc/${pid}/task`).map(Number);
/** The cores a thread may run on, as Linux lists them ("0-1"). */
const coresOf = (thread: number) => status(thread, 'Cpus_allowed_list');

describe.runIf(process.platform === 'linux')("the bench's page-first priorities", () => {
  it("lowers the browser's other processes ten steps, every thread of them, and leaves the renderer, its zygote and the GPU process that shows its frames", async () => {
    // The tree starts at this process's priority, which a CI job run under `nice` has raised.
    const started = getPriority();
    const lowered = Math.min(19, started + 10);
    const tree = await startTree();
    const first = pageFirst(tree.browser);
    await first.stop();
    expect(getPriority(tree.browser)).toBe(lowered);
    expect(getPriority(tree.gpu)).toBe(started);
    expect(getPriority(tree.zygote)).toBe(started);
    expect(getPriority(tree.renderer)).toBe(started);
    // Node runs several threads; the browser's all went down, not only its first.
    expect(Number(threadsOf(tree.browser))).toBeGreaterThan(1);
    for (const thread of readdirSync(`/proc/${tree.browser}/task`))
      expect(getPriority(Number(thread))).toBe(lowered);
  });

  // The host's cores as this process may use them, e.g. "0-1": the last for the page, the rest for the others.
  const all = coresOf(process.pid) ?? '';
  const allowed = all.split(',').flatMap((range) => {
    const [first = 0, last = first] = range.split('-').map(Number);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });

  // util-linux's, on every Debian (an essential package); where it is missing the bench places nothing.
  const hasTaskset = spawnSync('taskset', ['--version']).status === 0;

  it.runIf(allowed.length >= 2 && hasTaskset)(
    "gives each renderer's main thread a core to itself and every other thread of the bench's tree the others, until stopped",
    async () => {
      const page = String(allowed.at(-1));
      const rest = allowed.slice(0, -1).join(',');
      const tree = await startTree();
      const first = pageFirst(tree.browser);
      try {
        await expect.poll(() => coresOf(tree.renderer)).toBe(page);
        const others = [
          ...threads(tree.renderer).filter((thread) => thread !== tree.renderer),
          ...[tree.browser, tree.gpu, tree.zygote, process.pid].flatMap(threads),
        ];
        await expect.poll(() => others.filter((thread) => coresOf(thread) !== rest)).toEqual([]);
      } finally {
        await first.stop();
      }
      expect(
        [tree.renderer, tree.browser, process.pid]
          .flatMap(threads)
          .filter((thread) => coresOf(thread) !== all),
      ).toEqual([]);
    },
  );

  it('finds the browser this process started among its children', async () => {
    const tree = await startTree();
    expect(ownBrowserPid()).toBe(tree.browser);
  });
});
