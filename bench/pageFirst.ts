/**
 * The measured page's renderer gets the CPU first: while a Chromium runs for the bench, every thread of its other
 * processes (the browser process with Lighthouse's tracing and screenshots, the GPU and network services) runs at
 * ten steps of nice below the browser's own priority, its renderers' threads at the browser's.
 *
 * Why: on a phone those processes run on cores of their own (a mid-tier phone has eight); on these two-core hosts
 * they take the renderer's core in the middle of its tasks, and Lighthouse counts a task's wall time, multiplied by
 * the CPU slowdown. A home's trace showed tasks of 18 ms wall time that used 4.5 ms of CPU; the blocking time
 * measured was six to ten times what the tasks' own CPU time gives at the same slowdown. The slowdown then stands
 * for the phone's CPU only, as Lighthouse's calculator means it (STACK-NOTES "Measuring on shared hosts").
 *
 * Linux only (it reads /proc); elsewhere it does nothing. A thread's priority is its own on Linux, and a thread
 * inherits its creator's, so the tree is walked again every few milliseconds for new processes and threads.
 * Lowering a priority needs no privilege.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { getPriority, setPriority } from 'node:os';

/** How many steps of nice below the browser's own priority its other processes run. */
const BEHIND = 10;
/** The lowest priority Linux gives. */
const LOWEST = 19;
/** How often the tree is walked: new renderers and threads run at most this long at the priority they inherited. */
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

/**
 * The processes under `root` (itself included), each with whether it keeps its priority: a renderer, and the zygote
 * renderers are forked from (they would inherit its lower priority, and only a privileged process may raise one).
 */
function tree(root: number): { pid: number; keeps: boolean }[] {
  const children = new Map<number, number[]>();
  for (const entry of list('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const parent = parentOf(pid);
    if (parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), pid]);
  }
  const found: { pid: number; keeps: boolean }[] = [];
  const visit = (pid: number) => {
    const command = read(`/proc/${pid}/cmdline`);
    if (command === undefined) return;
    found.push({ pid, keeps: /--type=(?:renderer|zygote)/.test(command) });
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return found;
}

/**
 * The priority `BEHIND` steps below `pid`'s, relative so that a run started at a lower priority (a CI job under
 * `nice`) keeps the same order; undefined once the process has ended.
 */
function behind(pid: number): number | undefined {
  try {
    return Math.min(LOWEST, getPriority(pid) + BEHIND);
  } catch {
    return undefined;
  }
}

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

function prioritise(root: number, to: number): void {
  for (const { pid, keeps } of tree(root)) if (!keeps) lower(pid, to);
}

/**
 * Keeps the Chromium `browserPid` runs, but for its renderers, at a lower priority until the answer's `stop` is
 * called.
 */
export function pageFirst(browserPid: number | undefined): { stop: () => void } {
  const to = process.platform === 'linux' && browserPid !== undefined ? behind(browserPid) : undefined;
  if (browserPid === undefined || to === undefined) return { stop: () => undefined };
  prioritise(browserPid, to);
  const timer = setInterval(() => prioritise(browserPid, to), WALK_MS);
  return { stop: () => clearInterval(timer) };
}

/**
 * The shop's server process at the lower priority for good, from the measures of the page on: it answers a page's
 * requests in a millisecond or two, but its timers and its logging run beside the page on the same two cores.
 */
export function serverBehindPage(pid: number | undefined): void {
  const to = process.platform === 'linux' && pid !== undefined ? behind(pid) : undefined;
  if (pid !== undefined && to !== undefined) lower(pid, to);
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
