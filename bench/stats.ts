export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The value at or below which `share` of the values lie (nearest rank), e.g. 0.95 for p95. */
export function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] as number;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;
