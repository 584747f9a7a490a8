import type { PageName } from './budgets';
import { type LighthouseRun, runLighthouse } from './lighthouse';
import { median } from './stats';

export interface LighthouseMedians {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  benchmarkIndex: number;
  /** Runs that gave figures; the medians are over these. */
  runs: number;
  /** Runs that failed, with Lighthouse's or Chromium's message. */
  failures: string[];
  /** Lighthouse's distinct warnings about its runs of this page. */
  warnings: string[];
}

/**
 * Runs Lighthouse `runs` times per page, one page after another within each round, so a change in the shared
 * machine's load falls on every page alike rather than on whichever came last. A run that fails is noted and left
 * out of its page's medians; the others still count.
 */
export async function lighthouseMedians(
  baseUrl: string,
  pages: Record<PageName, string>,
  runs: number,
  prepare: Partial<Record<PageName, (port: number) => Promise<void>>> = {},
): Promise<Record<PageName, LighthouseMedians>> {
  const names = Object.keys(pages) as PageName[];
  const results = new Map<PageName, LighthouseRun[]>(names.map((name) => [name, []]));
  const failures = new Map<PageName, string[]>(names.map((name) => [name, []]));
  for (let round = 0; round < runs; round++) {
    for (const name of names) {
      try {
        results.get(name)?.push(await runLighthouse(`${baseUrl}${pages[name]}`, prepare[name]));
      } catch (error) {
        failures
          .get(name)
          ?.push(`run ${round + 1}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  const medians = {} as Record<PageName, LighthouseMedians>;
  for (const name of names) {
    const list = results.get(name) ?? [];
    medians[name] = {
      score: median(list.map((run) => run.score)),
      fcpMs: median(list.map((run) => run.fcpMs)),
      lcpMs: median(list.map((run) => run.lcpMs)),
      tbtMs: median(list.map((run) => run.tbtMs)),
      cls: median(list.map((run) => run.cls)),
      transferBytes: median(list.map((run) => run.transferBytes)),
      benchmarkIndex: median(list.map((run) => run.benchmarkIndex)),
      runs: list.length,
      failures: failures.get(name) ?? [],
      warnings: [...new Set(list.flatMap((run) => run.warnings))],
    };
  }
  return medians;
}
