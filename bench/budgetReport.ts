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
      return value >= 10_000 ? `${(value / 1000).toFixed(1)} s` : `${value.toFixed(0)} ms`;
  }
}

export const isOver = (value: number, budget: Budget): boolean =>
  budget.kind === 'atMost' ? value > budget.limit : value < budget.limit;

/** Prints figures beside their budgets and remembers which were over, for the closing summary. */
export class BudgetReport {
  private readonly over: string[] = [];
  private count = 0;

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

  get overBudget(): readonly string[] {
    return this.over;
  }

  summary(): string {
    if (!this.over.length) return `All ${this.count} budgeted figures are within budget.`;
    return `OVER BUDGET: ${this.over.length} of ${this.count} figures: ${this.over.join('; ')}`;
  }
}
