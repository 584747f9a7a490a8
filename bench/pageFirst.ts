/**
 * The measured page's renderer gets the CPU first: while a Chromium runs for the bench, every thread of its other
 * processes (the browser process with Lighthouse's tracing and screenshots, the network and storage services) runs
 * ten steps of nice below the bench's own priority, its renderers' and its GPU process's threads as they are; and
 * where the host has two cores or more, each renderer's main thread has one core to itself (the host's last), and
 * every other thread of the bench's process tree (the bench itself, the browser, the renderers' other threads, the
 * shop's server) the other cores.
 *
 * Why: on a phone those processes run on cores of their own (a mid-tier phone has eight, the page's main thread on
 * a big one); on these two-core hosts they took the renderer's core in the middle of its tasks, and Lighthouse
 * counts a task's wall time, multiplied by the CPU slowdown. A home's trace showed tasks of 18 ms wall time that
 * used 4.5 ms of CPU; the blocking time measured was six to ten times what the tasks' own CPU time gives at the
 * same slowdown. Priorities alone left the renderer's main thread sharing its core with its own raster and worker
 * threads, and with the bench, at the same priority. The slowdown then stands for the phone's CPU only, as
 * Lighthouse's calculator means it (STACK-NOTES "Measuring on shared hosts"), whose benchmark index is measured on
 * that same main thread.
 *
 * Linux only (it reads /proc, and sets a thread's cores with util-linux's `taskset`); elsewhere it does nothing. A
 * thread's priority and cores are its own on Linux, and a thread inherits its creator's, so the tree is walked
 * again every few milliseconds for new processes and threads. Lowering a priority and choosing cores need no
 * privilege.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How many steps of nice below the bench's own priority the browser's other processes run. */
const BEHIND = 10;
/** The lowest priority Linux gives. */
const LOWEST = 19;
/** How often the trees are walked: new renderers and threads run at most this long as they were created. */
const WALK_MS = 20;

function read(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    // The process or thread ended between listing and reading.
    return undefined;
  }
}

function list(path: string): string[] {
  try {
    return readdirSync(path);
  } catch {
    return [];
  }
}

function parentOf(pid: number): number | undefined {
  // The parent's id is the second field after the command's name, which is in parentheses and may hold spaces.
  const stat = read(`/proc/${pid}/stat`);
  const parent = Number(stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  return Number.isInteger(parent) ? parent : undefined;
}

interface TreeProcess {
  pid: number;
  /** Chromium's process type (`--type=`), undefined for the browser process and processes not Chromium's. */
  type: string | undefined;
}

/** The processes under `root`, itself included. */
function tree(root: number): TreeProcess[] {
  const children = new Map<number, number[]>();
  for (const entry of list('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: TreeProcess[] = [];
  const visit = (pid: number) => {
    const command = read(`/proc/${pid}/cmdline`);
    if (command === undefined) return;
    found.push({ pid, type: /--type=([a-z-]+)/.exec(command)?.[1] });
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return found;
}

/**
 * The priority `BEHIND` steps below the bench's own: relative, so that a run started at a lower priority (a CI job
 * under `nice`) keeps the same order; the bench's, not the browser's, which raises some of its threads' priority
 * (to -8) when it may.
 */
const behind = (): number => Math.min(LOWEST, getPriority() + BEHIND);

/** Every thread of `pid` at priority `to` or lower (a thread's priority is its own on Linux). */
function lower(pid: number, to: number): void {
  for (const entry of list(`/proc/${pid}/task`)) {
    const thread = Number(entry);
    try {
      if (getPriority(thread) < to) setPriority(thread, to);
    } catch {
      // The thread ended.
    }
  }
}

/**
 * Every process of the browser's tree at priority `to` but a renderer, the zygote renderers are forked from (they
 * would inherit its lower priority, and only a privileged process may raise one), and the GPU process, whose
 * compositor puts the renderer's frames on the screen: a phone's does that on a GPU and cores of its own, and held
 * behind the renderer's raster threads it showed the first frame 50-130 ms after the renderer had drawn it, which
 * Lighthouse's simulation then counted with every task run meanwhile (home, alternated, 6 runs each: LCP median
 * 1,137 ms lowered, 912 kept).
 */
function prioritise(root: number, to: number): void {
  const kept = new Set(['renderer', 'zygote', 'gpu-process']);
  for (const { pid, type } of tree(root)) if (type === undefined || !kept.has(type)) lower(pid, to);
}

/** The cores a thread may run on, as Linux lists them ("0-1", "0,2"). */
function coresOf(thread: number): string | undefined {
  return read(`/proc/${thread}/status`)?.match(/^Cpus_allowed_list:\s*(\S+)/m)?.[1];
}

/** The cores in a list as Linux writes it ("0-3,6"). */
function expand(list: string): number[] {
  return list.split(',').flatMap((range) => {
    const bounds = range.split('-').map(Number);
    const first = bounds[0] ?? 0;
    const last = bounds[1] ?? first;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/**
 * The core the renderers' main threads get to themselves (the last this process may use) and the others, or
 * undefined on a host with one core.
 */
function cores(): { page: string; rest: string; all: string } | undefined {
  const all = coresOf(process.pid);
  const allowed = all === undefined ? [] : expand(all);
  const page = allowed.at(-1);
  if (all === undefined || page === undefined || allowed.length < 2) return undefined;
  return { page: String(page), rest: allowed.slice(0, -1).join(','), all };
}

/** A thread, or with `whole` every thread of a process, to put on the cores `list` names. */
interface Placement {
  id: number;
  list: string;
  whole: boolean;
}

/**
 * Runs `taskset` for one placement after another, a renderer's main thread's before the rest (the page waits on
 * it), each asked once while it is waiting or running.
 */
function placer() {
  const waiting: Placement[] = [];
  const asked = new Set<number>();
  /** The `taskset` processes themselves, children of the bench too, which the walk must not place in turn. */
  const own = new Set<number>();
  let running: Promise<void> | undefined;
  const run = ({ id, list, whole }: Placement) =>
    new Promise<void>((resolve) => {
      // A thread or process that ended meanwhile, or a host without taskset, is left as it is.
      const child = execFile('taskset', [...(whole ? ['-a'] : []), '-p', '-c', list, String(id)], () => {
        if (child.pid !== undefined) own.delete(child.pid);
        resolve();
      });
      if (child.pid !== undefined) own.add(child.pid);
    });
  const place = (placement: Placement, first = false) => {
    if (asked.has(placement.id)) return;
    asked.add(placement.id);
    if (first) waiting.unshift(placement);
    else waiting.push(placement);
    running ??= (async () => {
      for (let next = waiting.shift(); next; next = waiting.shift()) {
        await run(next);
        asked.delete(next.id);
      }
      running = undefined;
    })();
  };
  return {
    place,
    settled: async () => await running,
    busy: (id: number) => asked.has(id),
    mine: (pid: number) => own.has(pid),
  };
}

/**
 * Each renderer's main thread on the `page` core, every other thread of the tree under `root` on the `rest`. A
 * process is moved whole the first time it is seen (one `taskset` for its threads, and those it starts inherit
 * their creator's cores); from then on its threads are read and only one found elsewhere is moved (a renderer's
 * main thread, and the threads it starts afterwards, which inherit the page's core).
 */
function separate(
  root: number,
  { place, busy, mine }: ReturnType<typeof placer>,
  seen: Set<number>,
  on: { page: string; rest: string },
) {
  for (const { pid, type } of tree(root)) {
    if (mine(pid)) continue;
    if (!seen.has(pid) && type !== 'renderer') {
      seen.add(pid);
      place({ id: pid, list: on.rest, whole: true });
    }
    if (busy(pid)) continue;
    for (const entry of list(`/proc/${pid}/task`)) {
      const thread = Number(entry);
      const wanted = type === 'renderer' && thread === pid ? on.page : on.rest;
      if (coresOf(thread) !== wanted) place({ id: thread, list: wanted, whole: false }, wanted === on.page);
    }
  }
}

/**
 * Keeps the Chromium `browserPid` runs, but for its renderers, at a lower priority, and its renderers' main threads
 * on a core of their own, until the answer's `stop` is called; `stop` gives this process's tree every core back.
 */
export function pageFirst(browserPid: number | undefined): { stop: () => Promise<void> } {
  if (process.platform !== 'linux' || browserPid === undefined) return { stop: async () => undefined };
  const to = behind();
  const on = cores();
  const placing = placer();
  const seen = new Set<number>();
  const walk = () => {
    prioritise(browserPid, to);
    if (on) separate(process.pid, placing, seen, on);
  };
  walk();
  const timer = setInterval(walk, WALK_MS);
  return {
    stop: async () => {
      clearInterval(timer);
      if (!on) return;
      await placing.settled();
      for (const { pid } of tree(process.pid))
        if (!placing.mine(pid)) placing.place({ id: pid, list: on.all, whole: true });
      await placing.settled();
    },
  };
}

/**
 * The shop's server process at the lower priority for good, from the measures of the page on: it answers a page's
 * requests in a millisecond or two, but its timers and its logging run beside the page on the same two cores.
 */
export function serverBehindPage(pid: number | undefined): void {
  if (process.platform === 'linux' && pid !== undefined) lower(pid, behind());
}

/** The Chromium this process started itself (as Playwright does), by its place among this process's children. */
export function ownBrowserPid(): number | undefined {
  for (const entry of list('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    if (parentOf(pid) === process.pid && /chrom/.test(read(`/proc/${pid}/cmdline`) ?? '')) return pid;
  }
  return undefined;
}
