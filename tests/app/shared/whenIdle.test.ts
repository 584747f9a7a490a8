import { describe, expect, it } from 'vitest';
import { whenIdle } from '../../../src/app/shared/whenIdle';

const moment = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work left for an idle moment', () => {
  it('runs later, not in the task that asked for it', async () => {
    const runs: string[] = [];
    whenIdle(() => runs.push('idle'), 1_000);
    runs.push('now');
    expect(runs).toEqual(['now']);
    await moment(50);
    expect(runs).toEqual(['now', 'idle']);
  });

  it('never runs once cancelled', async () => {
    let ran = false;
    const cancel = whenIdle(() => {
      ran = true;
    }, 1_000);
    cancel();
    await moment(50);
    expect(ran).toBe(false);
  });
});
