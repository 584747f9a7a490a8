import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BudgetReport } from '../../bench/budgetReport';

/** The titles of the sections that ran, in order, for a bench shaped like bench/run.ts. */
async function sectionsRun(only?: string): Promise<string[]> {
  const ran: string[] = [];
  const report = new BudgetReport(only, { 'the served shop': ['Lighthouse', 'interactions'] });
  const section = (title: string, inner?: () => Promise<void>) =>
    report.section(title, async () => {
      ran.push(title);
      await inner?.();
    });
  await section('the served shop', async () => {
    await section('Lighthouse', () => section('a part of Lighthouse'));
    await section('interactions');
  });
  await section('load');
  return ran;
}

describe('BudgetReport --only', () => {
  // The report prints each section's time; the tests want only which ran.
  beforeEach(() => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
  });
  afterEach(() => vi.restoreAllMocks());

  it('runs every section without it', async () => {
    expect(await sectionsRun()).toEqual([
      'the served shop',
      'Lighthouse',
      'a part of Lighthouse',
      'interactions',
      'load',
    ]);
  });

  it('runs a top-level section with all it holds', async () => {
    expect(await sectionsRun('the served shop')).toEqual([
      'the served shop',
      'Lighthouse',
      'a part of Lighthouse',
      'interactions',
    ]);
    expect(await sectionsRun('load')).toEqual(['load']);
  });

  it('runs a nested section inside its holder, and nothing else the holder holds', async () => {
    expect(await sectionsRun('Lighthouse')).toEqual([
      'the served shop',
      'Lighthouse',
      'a part of Lighthouse',
    ]);
    expect(await sectionsRun('interactions')).toEqual(['the served shop', 'interactions']);
  });

  it('runs nothing for a title no section has', async () => {
    expect(await sectionsRun('nothing of the kind')).toEqual([]);
  });
});
