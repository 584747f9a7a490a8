import type { Budget, Unit } from './budgets';

export function formatValue(value: number, unit: Unit): string {
  switch (unit) {
    case 'score':
      return value.toFixed(0);
    case 'kB':
      return `${value.toFixed(1)} kB`;
    case 'cls':
      return value.toFixed(3);
    case 'ms':
      if (value >= 10_000) return `${(value / 1000).toFixed(1)} s`;
      return value < 10 ? `${value.toFixed(1)} ms` : `${value.toFixed(0)} ms`;
    case 'ratio':
      return `${value.toFixed(2)}×`;
    case 'count':
      return value.toFixed(0);
    case 'perSecond':
      return `${value.toFixed(0)}/s`;
  }
}

export const isOver = (value: number, budget: Budget): boolean =>
  budget.kind === 'atMost' ? value > budget.limit : value < budget.limit;

/** Prints figures beside their budgets and remembers which were over, for the closing summary. */
export class BudgetReport {
  private readonly over: string[] = [];
  private readonly failures: string[] = [];
  private count = 0;
  /** Inside a section `only` named (or with no `only`), where every nested section runs. */
  private chosen: boolean;

  /**
   * With `only`, the sections of other titles are skipped (`npm run bench -- --only load`), but for one that holds
   * it (`nested`: a section's title to the titles of the sections it runs): that one runs its own setup (the served
   * shop) and, of its sections, only the one asked for.
   */
  constructor(
    private readonly only?: string,
    private readonly nested: Readonly<Record<string, readonly string[]>> = {},
  ) {
    this.chosen = only === undefined;
  }

  figure(label: string, value: number, budget: Budget, note = ''): void {
    this.count++;
    const sign = budget.kind === 'atMost' ? '≤' : '≥';
    const flagged = isOver(value, budget);
    const shown = formatValue(value, budget.unit);
    if (flagged) this.over.push(`${label} ${shown}`);
    console.log(
      `  ${label.padEnd(34)} ${shown.padStart(9)}   budget ${sign} ${formatValue(budget.limit, budget.unit).padEnd(8)}` +
        `${flagged ? '  OVER BUDGET' : '  ok'}${note ? `   ${note}` : ''}`,
    );
  }

  /** A figure printed in the same columns, with no budget to meet. */
  unbudgeted(label: string, value: number, unit: Unit, note = ''): void {
    console.log(
      `  ${label.padEnd(34)} ${formatValue(value, unit).padStart(9)}   no budget${note ? `${' '.repeat(10)}${note}` : ''}`,
    );
  }

  /**
   * Runs one section of the bench; if it throws, its error is printed and remembered for the summary, and the bench
   * goes on with the next section.
   */
  async section(title: string, run: () => Promise<void>): Promise<void> {
    const wanted = this.chosen || title === this.only;
    if (!wanted && !(this.only && this.nested[title]?.includes(this.only))) return;
    const started = performance.now();
    const outer = this.chosen;
    this.chosen = wanted;
    try {
      await run();
    } catch (error) {
      this.failures.push(title);
      console.log(
        `  FAILED: ${title}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
      );
    } finally {
      this.chosen = outer;
    }
    console.log(`  (${title}: ${formatValue(performance.now() - started, 'ms')})`);
  }

  get overBudget(): readonly string[] {
    return this.over;
  }

  get failed(): readonly string[] {
    return this.failures;
  }

  summary(): string {
    const failed = this.failures.length ? `\nFAILED sections (no figures): ${this.failures.join('; ')}` : '';
    if (!this.over.length) return `All ${this.count} budgeted figures are within budget.${failed}`;
    return `OVER BUDGET: ${this.over.length} of ${this.count} figures: ${this.over.join('; ')}${failed}`;
  }
}
