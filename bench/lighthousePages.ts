import type { PageName } from './budgets';
import { cpuSlowdownMultiplier } from './cpuSlowdown';
import { DEFAULT_CPU_SLOWDOWN, type LighthouseRun, runLighthouse } from './lighthouse';
import { median } from './stats';

interface LighthouseMedians {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferBytes: number;
  benchmarkIndex: number;
  /** The CPU slowdown Lighthouse applied (the same in every run of a series). */
  cpuSlowdownMultiplier: number;
  /** Runs that gave figures; the medians are over these. */
  runs: number;
  /** Runs that failed, with Lighthouse's or Chromium's message. */
  failures: string[];
  /** Lighthouse's distinct warnings about its runs of this page. */
  warnings: string[];
}

interface CalibratedLighthouse {
  /** The host's CPU benchmark index the slowdown was calibrated on: the median of the first round's runs. */
  benchmarkIndex: number;
  /** Lighthouse's calculator's slowdown for that index (bench/cpuSlowdown.ts). */
  cpuSlowdownMultiplier: number;
  calibrated: Record<PageName, LighthouseMedians>;
  /** The same pages at Lighthouse's default 4×, for comparison. */
  atDefault: Record<PageName, LighthouseMedians>;
}

type Prepare = Partial<Record<PageName, (port: number) => Promise<void>>>;

/** One page after another within each round, so a change in the shared machine's load falls on every page alike. */
class Series {
  private readonly results: Map<PageName, LighthouseRun[]>;
  private readonly failures: Map<PageName, string[]>;
  rounds = 0;

  constructor(
    private readonly baseUrl: string,
    private readonly pages: Record<PageName, string>,
    private readonly prepare: Prepare,
    readonly cpuSlowdownMultiplier: number,
  ) {
    const names = Object.keys(pages) as PageName[];
    this.results = new Map(names.map((name) => [name, []]));
    this.failures = new Map(names.map((name) => [name, []]));
  }

  /** Runs every page once; answers the runs that gave figures. A run that fails is noted and left out. */
  async round(): Promise<LighthouseRun[]> {
    this.rounds++;
    const done: LighthouseRun[] = [];
    for (const name of Object.keys(this.pages) as PageName[]) {
      try {
        const run = await runLighthouse(
          `${this.baseUrl}${this.pages[name]}`,
          this.cpuSlowdownMultiplier,
          this.prepare[name],
        );
        this.results.get(name)?.push(run);
        done.push(run);
      } catch (error) {
        this.failures
          .get(name)
          ?.push(`run ${this.rounds}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return done;
  }

  medians(): Record<PageName, LighthouseMedians> {
    const medians = {} as Record<PageName, LighthouseMedians>;
    for (const [name, list] of this.results) {
      medians[name] = {
        score: median(list.map((run) => run.score)),
        fcpMs: median(list.map((run) => run.fcpMs)),
        lcpMs: median(list.map((run) => run.lcpMs)),
        tbtMs: median(list.map((run) => run.tbtMs)),
        cls: median(list.map((run) => run.cls)),
        transferBytes: median(list.map((run) => run.transferBytes)),
        benchmarkIndex: median(list.map((run) => run.benchmarkIndex)),
        cpuSlowdownMultiplier: median(list.map((run) => run.cpuSlowdownMultiplier)),
        runs: list.length,
        failures: this.failures.get(name) ?? [],
        warnings: [...new Set(list.flatMap((run) => run.warnings))],
      };
    }
    return medians;
  }
}

/**
 * Lighthouse at the host's own calibrated CPU slowdown and at its default 4×. The first round runs every page at
 * 4×; the median of the benchmark indexes Lighthouse measured in it (one run's index wanders with the shared host's
 * load) sets the calibrated slowdown. That round counts among the 4× runs, and the remaining 4× rounds are
 * interleaved with the calibrated ones, so both series see the same host.
 *
 * `asHostIndex` calibrates for a host of that index instead of this one: above this host's own, a slowdown higher
 * than this host needs, so the page runs slower than on the phone the budgets stand for; a page within its budgets
 * then is within them on a host of that index too (the fastest of the range the budgets must hold on).
 */
export async function calibratedLighthouse(
  baseUrl: string,
  pages: Record<PageName, string>,
  runs: { calibrated: number; atDefault: number },
  prepare: Prepare = {},
  asHostIndex?: number,
): Promise<CalibratedLighthouse> {
  const atDefault = new Series(baseUrl, pages, prepare, DEFAULT_CPU_SLOWDOWN);
  const first = await atDefault.round();
  if (!first.length) {
    const failed = Object.entries(atDefault.medians()).flatMap(([name, page]) =>
      page.failures.map((failure) => `${name} ${failure}`),
    );
    throw new Error(`every Lighthouse run of the first round failed: ${failed.join('; ')}`);
  }
  const benchmarkIndex = median(first.map((run) => run.benchmarkIndex));
  const calibrated = new Series(
    baseUrl,
    pages,
    prepare,
    cpuSlowdownMultiplier(asHostIndex ?? benchmarkIndex),
  );
  for (let round = 0; round < runs.calibrated; round++) {
    await calibrated.round();
    if (atDefault.rounds < runs.atDefault) await atDefault.round();
  }
  return {
    benchmarkIndex,
    cpuSlowdownMultiplier: calibrated.cpuSlowdownMultiplier,
    calibrated: calibrated.medians(),
    atDefault: atDefault.medians(),
  };
}
