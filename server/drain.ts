import type { Listening } from './listen';

export type DrainTimes = {
  /** How long the listener still accepts after readiness turned off, so the balancer notices first. */
  graceMs: number;
  /** How long requests in flight may take to finish once the listener has closed; then they are cut. */
  timeoutMs: number;
};

/**
 * Stops an instance without failing a shopper's request: readiness turns off at once (`/readyz` answers 503), the
 * listener keeps taking what the balancer still sends for `graceMs`, then the streams that never end by themselves
 * (a customer's log followed live) are ended, so their clients resume on another instance, and the listener
 * closes; requests in flight finish (within `timeoutMs`), and only then is the rest closed (timers, the database
 * pool).
 */
export async function drain(
  server: Listening,
  {
    markDraining,
    endStreams = () => {},
    closeRest,
  }: { markDraining: () => void; endStreams?: () => void; closeRest: () => Promise<void> },
  { graceMs, timeoutMs }: DrainTimes,
): Promise<void> {
  markDraining();
  await new Promise((resolve) => setTimeout(resolve, graceMs));
  endStreams();
  await server.close(timeoutMs);
  await closeRest();
}
