/**
 * Lighthouse's own calculator (lighthouse-cpu-throttling-calculator) of the CPU slowdown that makes a host of a
 * given benchmark index behave as the mid-tier phone its 4× default stands for on a host of about 1,500, so that
 * figures mean the same phone on every host ("Measuring on shared hosts" in STACK-NOTES.md).
 */
export function cpuSlowdownMultiplier(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex))
    throw new Error(`no CPU benchmark index to calibrate with: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  // The calculator gives no figure below 150 (too slow a host to stand for the phone); slowing it down no further
  // is the nearest the bench can get, and the index printed beside the figures says so.
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
