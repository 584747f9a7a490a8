/**
 * Runs `run` at the main thread's next idle moment, `timeoutMs` at the latest; where idle callbacks are missing, a
 * moment later. Answers a function that cancels a run not yet made.
 */
export function whenIdle(run: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(run, 16);
  return () => clearTimeout(timer);
}
